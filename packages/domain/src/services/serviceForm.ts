import { z } from 'zod';
import { type NumberSource, numberFrom, readNumber } from '../forms';
import { rupeesToCents } from '../money';
import { SHORT_TEXT_MAX_LENGTH } from '../shared';
import { type CategoryCharge, categoryCharges, ownCategoryPrices } from './categoryCharges';
import {
  CLOTHING_CATEGORIES,
  type ClothingCategory,
  DEFAULT_ESTIMATED_TIME,
  DEFAULT_PRICE_TYPE,
  DEFAULT_SERVICE_COLOR,
  DEFAULT_SERVICE_STATUSES,
  ESTIMATED_TIME_MAX,
  ESTIMATED_TIME_MIN,
  type PriceType,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_ICON_MAX,
  SERVICE_NAME_MAX,
  SERVICE_NAME_MIN,
  SERVICE_STATUSES,
  type ServiceStatus,
  usesCategoryPrices,
} from './constants';
import { priceField } from './priceField';
import { priceTypeSchema, type Service, serviceStatusSchema } from './service';

/** Service name, 2 to 50 characters, with the form's messages (spec part 2 §4). */
export const serviceNameField = z
  .string({ error: 'Service name is required' })
  .trim()
  .min(1, 'Service name is required')
  .min(SERVICE_NAME_MIN, 'Name must be at least 2 characters')
  .max(SERVICE_NAME_MAX, 'Name must be less than 50 characters');

/** Estimated time in whole minutes, 1 to 1440. */
const estimatedTimeNumber = z
  .number({ error: 'Estimated time is required' })
  .int('Time must be a whole number of minutes')
  .min(ESTIMATED_TIME_MIN, 'Time must be at least 1 minute')
  .max(ESTIMATED_TIME_MAX, 'Time cannot exceed 24 hours');

const basePriceNumber = priceField({
  required: 'Base price is required',
  negative: 'Price cannot be negative',
});

/** The base price as typed in the service form. */
export const basePriceField = numberFrom('typed', basePriceNumber);

const categoryPriceNumber = priceField({
  required: 'Price must be a number',
  negative: 'Price cannot be negative',
});

/**
 * Per-category prices. A zero (or, typed, an empty field) removes the category (spec part 2 §4),
 * so what remains are positive prices; unknown categories are refused. From JSON a price is a
 * number (decision 034).
 */
function clothingPricesInput<S extends NumberSource>(source: S) {
  const read = source === 'typed' ? readNumber : (value: unknown) => value;
  return z
    .record(z.string().max(SHORT_TEXT_MAX_LENGTH), z.unknown(), {
      error: 'clothingPrices must be an object',
    })
    .default({})
    .superRefine((prices, ctx) => {
      for (const [category, value] of Object.entries(prices)) {
        if (!(CLOTHING_CATEGORIES as readonly string[]).includes(category)) {
          ctx.addIssue({ code: 'custom', message: 'Unknown clothing category', path: [category] });
          continue;
        }
        // Typed, empty means "no price of its own", like zero.
        const price = read(value);
        if (price === undefined) continue;
        const parsed = categoryPriceNumber.safeParse(price);
        if (!parsed.success) {
          ctx.addIssue({
            code: 'custom',
            message: parsed.error.issues[0]?.message ?? 'Price must be a number',
            path: [category],
          });
        }
      }
    })
    .transform((prices) => {
      const kept: Partial<Record<ClothingCategory, number>> = {};
      for (const [category, value] of Object.entries(prices)) {
        const price = read(value);
        if (typeof price === 'number' && price > 0) kept[category as ClothingCategory] = price;
      }
      return kept;
    });
}

/** The category prices as typed in the service form. */
export const clothingPricesInputSchema = clothingPricesInput('typed');

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => (text ? text : undefined));

/**
 * POST /services and PUT /services/{id} (the service form). Prices in rupees. A `per_item` or
 * `flat_rate` service keeps no category prices (decision 010).
 */
function serviceFields<S extends NumberSource>(source: S) {
  return z.strictObject({
    name: serviceNameField,
    description: optionalText(
      SERVICE_DESCRIPTION_MAX,
      'Description must be less than 200 characters',
    ),
    priceType: priceTypeSchema,
    basePrice: numberFrom(source, basePriceNumber),
    clothingPrices: clothingPricesInput(source),
    statuses: z
      .array(serviceStatusSchema, { error: 'statuses must be a list' })
      .max(SERVICE_STATUSES.length)
      .default([...DEFAULT_SERVICE_STATUSES])
      // Stored once each, in the order of the process.
      .transform((steps) => SERVICE_STATUSES.filter((step) => steps.includes(step))),
    estimatedTime: numberFrom(source, estimatedTimeNumber).default(DEFAULT_ESTIMATED_TIME),
    icon: optionalText(SERVICE_ICON_MAX, 'Icon must be at most 2 characters'),
    color: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be a hex colour such as #3B82F6')
      .default(DEFAULT_SERVICE_COLOR)
      .transform((color) => color.toUpperCase()),
    isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  });
}
type ServiceFields = z.output<ReturnType<typeof serviceFields<NumberSource>>>;

/** Category prices as the catalogue keeps them (decisions 010 and 017). */
function withOwnCategoryPrices<T extends ServiceFields>(input: T) {
  return {
    ...input,
    // A category priced as the base follows the base (decision 017); a per_item or flat_rate
    // service keeps none (decision 010).
    clothingPrices: usesCategoryPrices(input.priceType)
      ? ownCategoryPrices(input.basePrice, input.clothingPrices)
      : {},
  };
}

/** POST /services: numbers as JSON numbers. */
export const serviceInputSchema = serviceFields('json').transform(withOwnCategoryPrices);
export type ServiceInput = z.output<typeof serviceInputSchema>;
export type ServiceInputBody = z.input<typeof serviceInputSchema>;
/** The service form: the same rules over the fields as typed; its output is the body sent. */
export const serviceFormInputSchema = serviceFields('typed').transform(withOwnCategoryPrices);

/** PUT /services/{id}: the form plus the version the copy was read at. */
export const serviceUpdateSchema = serviceFields('json')
  .extend({
    version: z
      .number({ error: 'version is required' })
      .int('version must be a whole number')
      .min(1, 'version must be at least 1')
      .max(2_147_483_647, 'version is too large'),
  })
  .transform(withOwnCategoryPrices);
export type ServiceUpdate = z.output<typeof serviceUpdateSchema>;

/** What the form edits, as typed: numbers are text until submitted. */
export interface ServiceFormValues {
  name: string;
  description: string;
  priceType: PriceType;
  basePrice: string;
  clothingPrices: Partial<Record<ClothingCategory, string>>;
  statuses: ServiceStatus[];
  estimatedTime: string;
  icon: string;
  color: string;
  isActive: boolean;
}

/** A new service's form: the spec's defaults (per_piece, wash and dry, 60 minutes, blue, active). */
export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  name: '',
  description: '',
  priceType: DEFAULT_PRICE_TYPE,
  basePrice: '',
  clothingPrices: {},
  statuses: [...DEFAULT_SERVICE_STATUSES],
  estimatedTime: String(DEFAULT_ESTIMATED_TIME),
  icon: '',
  color: DEFAULT_SERVICE_COLOR,
  isActive: true,
};

/** The suffix a duplicate's name gets (spec part 2 §7). */
export const COPY_SUFFIX = ' (Copy)';

/** The form filled from a stored service; a duplicate gets the name plus ' (Copy)'. */
export function serviceFormValues(
  service: Service,
  options: { duplicate?: boolean } = {},
): ServiceFormValues {
  const clothingPrices: Partial<Record<ClothingCategory, string>> = {};
  for (const [category, price] of Object.entries(service.clothingPrices)) {
    if (typeof price === 'number') clothingPrices[category as ClothingCategory] = String(price);
  }
  return {
    name: options.duplicate
      ? `${service.name}${COPY_SUFFIX}`.slice(0, SERVICE_NAME_MAX)
      : service.name,
    description: service.description ?? '',
    priceType: service.priceType,
    basePrice: String(service.basePrice),
    clothingPrices,
    statuses: [...service.statuses],
    estimatedTime: String(service.estimatedTime),
    icon: service.icon ?? '',
    color: service.color,
    isActive: service.isActive,
  };
}

/**
 * The first name free for a copy: 'Name (Copy)', then 'Name (Copy 2)', 'Name (Copy 3)', …, cut so
 * that it stays within 50 characters. `taken` says whether a name is used (case-insensitive).
 */
export function copyName(name: string, taken: (candidate: string) => boolean): string {
  for (let n = 1; n < 1000; n += 1) {
    const suffix = n === 1 ? COPY_SUFFIX : ` (Copy ${n})`;
    const candidate = `${name.slice(0, SERVICE_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
  throw new RangeError('No free name for the copy');
}

/**
 * What each category will be charged with the form as typed (the service form's price table):
 * null while the base price or a category price is not a valid price yet.
 */
export function serviceFormCharges(values: {
  priceType: PriceType;
  /** As typed; anything else is not a valid price yet. */
  basePrice: unknown;
  clothingPrices?: Record<string, unknown> | undefined;
}): CategoryCharge[] | null {
  const base = basePriceField.safeParse(values.basePrice);
  const prices = clothingPricesInputSchema.safeParse(values.clothingPrices);
  if (!base.success || !prices.success) return null;
  const clothingPricesCents: Partial<Record<ClothingCategory, number>> = {};
  for (const [category, price] of Object.entries(ownCategoryPrices(base.data, prices.data)) as [
    ClothingCategory,
    number,
  ][]) {
    clothingPricesCents[category] = rupeesToCents(price);
  }
  return categoryCharges({
    priceType: values.priceType,
    basePriceCents: rupeesToCents(base.data),
    clothingPricesCents,
  });
}
