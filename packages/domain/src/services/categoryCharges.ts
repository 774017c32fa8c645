import { CLOTHING_CATEGORIES, type ClothingCategory, usesCategoryPrices } from './constants';
import { type PricedService, priceServiceItem } from './priceServiceItem';

/** What one clothing category of a service is charged per kg or per piece (cents). */
export interface CategoryCharge {
  category: ClothingCategory;
  unitPriceCents: number;
  /** True: the category has a price of its own; false: it follows the base price. */
  ownPrice: boolean;
}

/**
 * Every category's unit price as orders will be charged it (`priceServiceItem`, the one rule):
 * its own price, or the base price it follows. Empty for a type without categories. A base price
 * change reaches exactly the categories with `ownPrice: false` (docs/decisions/017).
 */
export function categoryCharges(service: PricedService): CategoryCharge[] {
  if (!usesCategoryPrices(service.priceType)) return [];
  return CLOTHING_CATEGORIES.map((category) => {
    const price = priceServiceItem(service, { clothingCategory: category, quantity: 1, weight: 1 });
    return {
      category,
      unitPriceCents: price.unitPriceCents,
      ownPrice: price.priceSource === 'category',
    };
  });
}

/**
 * The category prices worth keeping: a price equal to the base price is no price of its own, so
 * the category follows the base price and a later change of it (250 → 280) reaches the category.
 */
export function ownCategoryPrices<Price extends number>(
  basePrice: Price,
  prices: Partial<Record<ClothingCategory, Price>>,
): Partial<Record<ClothingCategory, Price>> {
  const kept: Partial<Record<ClothingCategory, Price>> = {};
  for (const [category, price] of Object.entries(prices) as [ClothingCategory, Price][]) {
    if (price > 0 && price !== basePrice) kept[category] = price;
  }
  return kept;
}
