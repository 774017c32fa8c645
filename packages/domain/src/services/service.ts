import { z } from 'zod';
import { CLOTHING_CATEGORIES, PRICE_TYPES, SERVICE_STATUSES } from './constants';

export const priceTypeSchema = z.enum(PRICE_TYPES, { error: 'Price type is required' });
export const clothingCategorySchema = z.enum(CLOTHING_CATEGORIES, {
  error: 'Unknown clothing category',
});
export const serviceStatusSchema = z.enum(SERVICE_STATUSES, {
  error: 'Process steps must be wash, dry, iron, dry_clean or fold',
});

/** Category → price in rupees; a category with no entry is charged the base price. */
export const clothingPricesSchema = z.partialRecord(clothingCategorySchema, z.number());
export type ClothingPrices = z.infer<typeof clothingPricesSchema>;

/** A service as the API shows it (spec part 2 §3 'Service'). Amounts in rupees, dates ISO. */
export const serviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  priceType: priceTypeSchema,
  basePrice: z.number(),
  clothingPrices: clothingPricesSchema,
  statuses: z.array(serviceStatusSchema),
  estimatedTime: z.number().int(),
  icon: z.string().optional(),
  color: z.string(),
  isActive: z.boolean(),
  /** Grows with every write; sent back with an update so a stale copy is refused. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** `data` of the calls that answer one service: `{ service }`. */
export const serviceDataSchema = z.object({ service: serviceSchema });
export type ServiceData = z.infer<typeof serviceDataSchema>;

/** `{id}` of /services/{id}/…: a UUID. */
export const serviceIdParamsSchema = z.object({ id: z.uuid('Invalid service id') });
