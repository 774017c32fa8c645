import { z } from 'zod';
import { type NumberSource, numberFrom } from '../forms';
import {
  DEFAULT_CLOTHING_CATEGORY,
  MAX_ITEM_QUANTITY,
  MAX_ITEM_WEIGHT_KG,
  MIN_ITEM_QUANTITY,
  MIN_ITEM_WEIGHT_KG,
  type PriceType,
  usesCategoryPrices,
} from './constants';
import type { ServiceItemMeasure } from './priceServiceItem';
import { clothingCategorySchema, priceTypeSchema } from './service';

/** A weight in kg: 0.1 to 500, in steps of 0.1 (spec part 2 §4 'Service calculator'). */
const itemWeightNumber = z
  .number({ error: 'Weight is required' })
  .min(MIN_ITEM_WEIGHT_KG, 'Weight must be at least 0.1 kg')
  .max(MAX_ITEM_WEIGHT_KG, 'Weight cannot exceed 500 kg')
  .refine(
    (kg) => Math.abs(kg * 10 - Math.round(kg * 10)) < 1e-6,
    'Weight must be in steps of 0.1 kg',
  );

/** A quantity in whole pieces: 1 to 1000. */
const itemQuantityNumber = z
  .number({ error: 'Quantity is required' })
  .int('Quantity must be a whole number')
  .min(MIN_ITEM_QUANTITY, 'Quantity must be at least 1')
  .max(MAX_ITEM_QUANTITY, 'Quantity cannot exceed 1000');

function calculatePriceFields<S extends NumberSource>(source: S) {
  return z.strictObject({
    quantity: numberFrom(source, itemQuantityNumber).optional(),
    weight: numberFrom(source, itemWeightNumber).optional(),
    clothingCategory: clothingCategorySchema.optional(),
  });
}

/** POST /services/{id}/calculate-price: quantity, weight, clothingCategory. */
export const calculatePriceSchema = calculatePriceFields('json');
/** The service calculator's fields as typed; its output is the body sent. */
export const calculatePriceFormSchema = calculatePriceFields('typed');
export type CalculatePriceInput = z.output<typeof calculatePriceSchema>;

/**
 * What a line of this price type needs: a per_kg service its weight ('Weight is required'),
 * any other its quantity (1 when not given). Returns the measure for `priceServiceItem`, or the
 * problem with its field.
 */
export function calculationMeasure(
  priceType: PriceType,
  input: CalculatePriceInput,
): { ok: true; measure: ServiceItemMeasure } | { ok: false; field: string; message: string } {
  if (priceType === 'per_kg' && input.weight === undefined) {
    return { ok: false, field: 'weight', message: 'Weight is required' };
  }
  return {
    ok: true,
    measure: {
      quantity: input.quantity ?? MIN_ITEM_QUANTITY,
      weight: priceType === 'per_kg' ? input.weight : undefined,
      clothingCategory: usesCategoryPrices(priceType)
        ? (input.clothingCategory ?? DEFAULT_CLOTHING_CATEGORY)
        : undefined,
    },
  };
}

/** `data` of POST /services/{id}/calculate-price (spec part 2 §3 'Price calculation result'). Rupees. */
export const priceCalculationSchema = z.object({
  service: z.object({ _id: z.string(), name: z.string(), priceType: priceTypeSchema }),
  calculation: z.object({
    unitPrice: z.number(),
    quantity: z.number().int(),
    weight: z.number(),
    clothingCategory: clothingCategorySchema.nullable(),
    priceSource: z.enum(['category', 'base']),
    totalPrice: z.number(),
  }),
});
export type PriceCalculation = z.infer<typeof priceCalculationSchema>;
