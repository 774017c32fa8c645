import { z } from 'zod';
import { formatCount } from '../format';
import type { TypedNumberRule } from '../forms';
import { hasWholeCents } from '../money';
import {
  CLOTHING_CATEGORIES,
  DEFAULT_CLOTHING_CATEGORY,
  MAX_ITEM_QUANTITY,
  MAX_ITEM_WEIGHT_KG,
} from '../services';
import { ORDER_LIMITS } from './orderConstants';
import { orderMessages } from './orderMessages';
import { scheduleDateField } from './orderSchedule';

/** A rupee amount with at most two decimals (step 0.01), never negative. */
function rupees(name: string, max: number) {
  return z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} cannot exceed ${formatCount(max)}`)
    .refine(hasWholeCents, { message: `${name} can have at most 2 decimals` });
}

/** The order line's measures as typed in the form (`typedNumberIssue`, issue 37). */
export const ORDER_LINE_RULES = {
  weight: {
    name: 'Weight',
    decimals: 3,
    max: MAX_ITEM_WEIGHT_KG,
    tooLarge: orderMessages.weightMax,
  },
  quantity: {
    name: 'Quantity',
    decimals: 0,
    max: MAX_ITEM_QUANTITY,
    tooLarge: orderMessages.quantityMax,
  },
} as const satisfies Record<string, TypedNumberRule>;

/** One line of the order form (spec part 2 §7 POST /orders `items[]`). */
export const orderItemInputSchema = z.strictObject({
  serviceId: z
    .string({ error: orderMessages.serviceRequired })
    .trim()
    .min(1, orderMessages.serviceRequired)
    .max(64, orderMessages.serviceRequired),
  quantity: z
    .number({ error: orderMessages.quantityRequired })
    .int(orderMessages.quantityWhole)
    .min(1, orderMessages.quantityMin)
    .max(MAX_ITEM_QUANTITY, orderMessages.quantityMax)
    .default(1),
  /** Kilograms; required (at least 0.1) for a per_kg service, checked against the catalogue. */
  weight: z
    .number({ error: orderMessages.weightRequired })
    .min(0, orderMessages.weightMin)
    .max(MAX_ITEM_WEIGHT_KG, orderMessages.weightMax)
    .default(0),
  clothingCategory: z
    .enum(CLOTHING_CATEGORIES, { error: 'Clothing category is not known' })
    .default(DEFAULT_CLOTHING_CATEGORY),
  notes: z
    .string()
    .trim()
    .max(ORDER_LIMITS.maxNotes, 'Notes must be less than 500 characters')
    .optional(),
});
export type OrderItemInput = z.output<typeof orderItemInputSchema>;

/** A pickup or delivery address: street and city are required when the option is ticked. */
export const orderAddressSchema = z.strictObject({
  street: z.string().trim().max(200, 'Street address must be less than 200 characters').default(''),
  city: z.string().trim().max(100, 'City must be less than 100 characters').default(''),
  notes: z
    .string()
    .trim()
    .max(ORDER_LIMITS.maxNotes, 'Notes must be less than 500 characters')
    .optional(),
});
export type OrderAddress = z.output<typeof orderAddressSchema>;

export const chargeTypes = ['free', 'price'] as const;
export type ChargeType = (typeof chargeTypes)[number];

/**
 * POST and PUT /orders (spec part 2 §7). Totals are not part of it: a total, subtotal, price or
 * any other field a client adds is refused (400), as on every route, and the server prices the
 * order from the catalogue.
 */
const orderPayloadFields = z.strictObject({
  customerId: z
    .string({ error: orderMessages.selectCustomer })
    .trim()
    .min(1, orderMessages.selectCustomer)
    .max(64, orderMessages.selectCustomer),
  items: z
    .array(orderItemInputSchema, { error: 'At least one item is required' })
    .min(1, 'At least one item is required')
    .max(ORDER_LIMITS.maxItems, `An order can have at most ${ORDER_LIMITS.maxItems} items`),
  pickupRequired: z.boolean().default(false),
  pickupAddress: orderAddressSchema.optional(),
  pickupPriceType: z.enum(chargeTypes).default('free'),
  pickupCharges: rupees('Pickup charge', ORDER_LIMITS.maxChargeRupees).default(0),
  /** When the shop collects the clothes (ISO instant); stored only with pickupRequired. */
  pickupDate: scheduleDateField('Pickup'),
  deliveryRequired: z.boolean().default(false),
  deliveryAddress: orderAddressSchema.optional(),
  deliveryPriceType: z.enum(chargeTypes).default('free'),
  deliveryCharges: rupees('Delivery charge', ORDER_LIMITS.maxChargeRupees).default(0),
  /** When the shop brings the order back (ISO instant); stored only with deliveryRequired. */
  deliveryDate: scheduleDateField('Delivery'),
  deliveryDistance: z
    .number({ error: 'Delivery distance must be a number' })
    .min(0, 'Delivery distance cannot be negative')
    .max(
      ORDER_LIMITS.maxDistanceKm,
      `Delivery distance cannot exceed ${ORDER_LIMITS.maxDistanceKm} km`,
    )
    .default(0),
  specialInstructions: z
    .string()
    .trim()
    .max(
      ORDER_LIMITS.maxSpecialInstructions,
      'Special instructions must be less than 1000 characters',
    )
    .optional(),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(ORDER_LIMITS.maxTagLength, 'A tag must be less than 30 characters'),
    )
    .max(ORDER_LIMITS.maxTags, `At most ${ORDER_LIMITS.maxTags} tags`)
    .default([]),
  isExpressService: z.boolean().default(false),
});

/** Street and city are required for a ticked pickup or delivery (spec part 2 §5). */
function requireAddresses(
  order: z.output<typeof orderPayloadFields>,
  context: z.core.$RefinementCtx,
) {
  for (const leg of ['pickup', 'delivery'] as const) {
    if (!order[`${leg}Required`]) continue;
    const address = order[`${leg}Address`];
    if (!address?.street) {
      context.addIssue({
        code: 'custom',
        message: orderMessages.streetRequired,
        path: [`${leg}Address`, 'street'],
      });
    }
    if (!address?.city) {
      context.addIssue({
        code: 'custom',
        message: orderMessages.cityRequired,
        path: [`${leg}Address`, 'city'],
      });
    }
  }
}

export const orderPayloadSchema = orderPayloadFields.superRefine(requireAddresses);
export type OrderPayload = z.output<typeof orderPayloadSchema>;
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;

/** PUT /orders/{id}: the create payload plus the version the screen loaded (stale → 409). */
export const orderUpdateSchema = orderPayloadFields
  .extend({
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .superRefine(requireAddresses);
export type OrderUpdate = z.output<typeof orderUpdateSchema>;
