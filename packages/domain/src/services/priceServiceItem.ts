import {
  type ClothingCategory,
  DEFAULT_CLOTHING_CATEGORY,
  MAX_ITEM_QUANTITY,
  MAX_ITEM_WEIGHT_KG,
  MIN_ITEM_QUANTITY,
  MIN_ITEM_WEIGHT_KG,
  type PriceType,
  usesCategoryPrices,
} from './constants';

/** What the rule needs of a service: its price type and its prices in integer cents. */
export interface PricedService {
  priceType: PriceType;
  basePriceCents: number;
  /** Category → unit price in cents. A missing or zero entry means "use the base price". */
  clothingPricesCents: Partial<Record<ClothingCategory, number>>;
}

/** One order line or calculator input. Weight in kg (per_kg), quantity in pieces. */
export interface ServiceItemMeasure {
  quantity?: number | null;
  weight?: number | null;
  clothingCategory?: ClothingCategory | null;
}

export interface ServiceItemPrice {
  /** The price per kg, per piece, per item or per line, in cents. */
  unitPriceCents: number;
  /** Pieces (1 when not given); informative for per_kg and flat_rate. */
  quantity: number;
  /** Kilograms charged (per_kg), 0 for the other types. */
  weight: number;
  /** The category priced, or null when the type has no categories. */
  clothingCategory: ClothingCategory | null;
  /** Whether the category had its own price or the base price stood in. */
  priceSource: 'category' | 'base';
  totalPriceCents: number;
}

/**
 * The one price rule for a line of a service (calculator, order form, server):
 * - per_kg: the category's unit price × the weight in kg;
 * - per_piece: the category's price × the quantity;
 * - a category with no price (or a zero price, which the form treats as "removed") falls back to
 *   the base price;
 * - per_item: the base price × the quantity (no categories);
 * - flat_rate: the base price once, whatever the quantity or weight.
 * Money is integer cents; a weight is counted in whole grams and the line total rounds half up to
 * the cent. The measure must be valid (weight 0.1-500 kg for per_kg, quantity 1-1000 whole
 * pieces otherwise): the schemas check user input, so a bad value here is a programming error and
 * throws a RangeError.
 */
export function priceServiceItem(
  service: PricedService,
  item: ServiceItemMeasure,
): ServiceItemPrice {
  assertCents(service.basePriceCents, 'basePriceCents');
  const quantity = item.quantity ?? MIN_ITEM_QUANTITY;
  const categorised = usesCategoryPrices(service.priceType);
  const clothingCategory = categorised
    ? (item.clothingCategory ?? DEFAULT_CLOTHING_CATEGORY)
    : null;
  const categoryPrice = clothingCategory
    ? service.clothingPricesCents[clothingCategory]
    : undefined;
  if (categoryPrice !== undefined)
    assertCents(categoryPrice, `clothingPricesCents.${clothingCategory}`);
  const priceSource = categoryPrice ? 'category' : 'base';
  const unitPriceCents = categoryPrice || service.basePriceCents;

  if (service.priceType === 'per_kg') {
    const weight = item.weight ?? 0;
    if (!(weight >= MIN_ITEM_WEIGHT_KG && weight <= MAX_ITEM_WEIGHT_KG)) {
      throw new RangeError(
        `weight must be ${MIN_ITEM_WEIGHT_KG}-${MAX_ITEM_WEIGHT_KG} kg, got ${weight}`,
      );
    }
    const grams = Math.round(weight * 1000);
    // unitPriceCents × grams is an exact integer well below 2^53, so the one division rounds once.
    const totalPriceCents = Math.round((unitPriceCents * grams) / 1000);
    return {
      unitPriceCents,
      quantity: checkedQuantity(quantity),
      weight: grams / 1000,
      clothingCategory,
      priceSource,
      totalPriceCents,
    };
  }

  const pieces = checkedQuantity(quantity);
  const totalPriceCents =
    service.priceType === 'flat_rate' ? unitPriceCents : unitPriceCents * pieces;
  return {
    unitPriceCents,
    quantity: pieces,
    weight: 0,
    clothingCategory,
    priceSource,
    totalPriceCents,
  };
}

function checkedQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < MIN_ITEM_QUANTITY || quantity > MAX_ITEM_QUANTITY) {
    throw new RangeError(
      `quantity must be a whole number ${MIN_ITEM_QUANTITY}-${MAX_ITEM_QUANTITY}, got ${quantity}`,
    );
  }
  return quantity;
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of cents, got ${value}`);
  }
}
