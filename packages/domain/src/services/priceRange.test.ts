import { describe, expect, it } from 'vitest';
import { priceRange, unitLabel } from './priceRange';

describe('priceRange', () => {
  it('spans the base price and the category prices of a categorised service', () => {
    expect(
      priceRange({
        priceType: 'per_piece',
        basePrice: 600,
        clothingPrices: { suits: 1800, jeans: 450 },
      }),
    ).toEqual({
      min: 450,
      max: 1800,
    });
  });

  it('is the base price alone for per_item and flat_rate', () => {
    expect(
      priceRange({ priceType: 'flat_rate', basePrice: 800, clothingPrices: { suits: 1800 } }),
    ).toEqual({ min: 800, max: 800 });
    expect(unitLabel('per_kg')).toBe('per kg');
  });
});
