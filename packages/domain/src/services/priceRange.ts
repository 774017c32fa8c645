import { type PriceType, usesCategoryPrices } from './constants';
import type { ClothingPrices } from './service';

/** The lowest and highest price a service charges per unit (the detail page's pricing note). */
export function priceRange(service: {
  priceType: PriceType;
  basePrice: number;
  clothingPrices: ClothingPrices;
}): { min: number; max: number } {
  const prices = [service.basePrice];
  if (usesCategoryPrices(service.priceType)) {
    for (const price of Object.values(service.clothingPrices)) {
      if (typeof price === 'number' && price > 0) prices.push(price);
    }
  }
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** 'per kg', 'per piece', 'per item', 'flat rate': how a unit price reads. */
export function unitLabel(priceType: PriceType): string {
  return { per_kg: 'per kg', per_piece: 'per piece', per_item: 'per item', flat_rate: 'flat rate' }[
    priceType
  ];
}
