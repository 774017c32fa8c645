import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOTHING_CATEGORIES, type ClothingCategory } from './constants';
import { type PricedService, priceServiceItem } from './priceServiceItem';

const washAndDry: PricedService = {
  priceType: 'per_kg',
  basePriceCents: 35_000,
  clothingPricesCents: { bed_sheets: 40_000, blankets: 55_055 },
};

const dryCleaning: PricedService = {
  priceType: 'per_piece',
  basePriceCents: 50_000,
  clothingPricesCents: { blazers: 120_000, saree: 90_000, suits: 180_000, curtains: 0 },
};

describe('priceServiceItem', () => {
  it('charges a per_kg service the category unit price times the weight', () => {
    const line = priceServiceItem(washAndDry, { weight: 2.5, clothingCategory: 'bed_sheets' });
    expect(line).toEqual({
      unitPriceCents: 40_000,
      quantity: 1,
      weight: 2.5,
      clothingCategory: 'bed_sheets',
      priceSource: 'category',
      totalPriceCents: 100_000,
    });
  });

  it('charges a per_piece service the category price times the quantity', () => {
    const line = priceServiceItem(dryCleaning, { quantity: 3, clothingCategory: 'blazers' });
    expect(line.unitPriceCents).toBe(120_000);
    expect(line.totalPriceCents).toBe(360_000);
    expect(line.weight).toBe(0);
  });

  it('prices every category: its own price where set, the base price elsewhere', () => {
    for (const category of CLOTHING_CATEGORIES) {
      const line = priceServiceItem(dryCleaning, { quantity: 2, clothingCategory: category });
      const own = dryCleaning.clothingPricesCents[category];
      const unit = own ? own : dryCleaning.basePriceCents;
      expect(line.unitPriceCents, category).toBe(unit);
      expect(line.totalPriceCents, category).toBe(unit * 2);
      expect(line.priceSource, category).toBe(own ? 'category' : 'base');
    }
  });

  it('falls back to the base price for a category with no price or a zero price', () => {
    expect(
      priceServiceItem(dryCleaning, { quantity: 1, clothingCategory: 'jeans' }).unitPriceCents,
    ).toBe(50_000);
    expect(
      priceServiceItem(dryCleaning, { quantity: 1, clothingCategory: 'curtains' }),
    ).toMatchObject({
      unitPriceCents: 50_000,
      priceSource: 'base',
    });
    expect(
      priceServiceItem(washAndDry, { weight: 1, clothingCategory: 'towels' }).totalPriceCents,
    ).toBe(35_000);
  });

  it('prices normal clothes when no category is given', () => {
    const service: PricedService = {
      ...dryCleaning,
      clothingPricesCents: { normal_clothes: 30_000 },
    };
    const line = priceServiceItem(service, { quantity: 1 });
    expect(line.clothingCategory).toBe('normal_clothes');
    expect(line.totalPriceCents).toBe(30_000);
  });

  it('rounds a weight line to the nearest cent, halves up', () => {
    // LKR 550.55/kg × 2.5 kg = 137,637.5 cents → 137,638
    expect(
      priceServiceItem(washAndDry, { weight: 2.5, clothingCategory: 'blankets' }).totalPriceCents,
    ).toBe(137_638);
    const odd: PricedService = {
      priceType: 'per_kg',
      basePriceCents: 333,
      clothingPricesCents: {},
    };
    expect(priceServiceItem(odd, { weight: 0.3 }).totalPriceCents).toBe(100); // 99.9 → 100
    expect(priceServiceItem(odd, { weight: 1.5 }).totalPriceCents).toBe(500); // 499.5 → 500
    expect(priceServiceItem(odd, { weight: 0.1 }).totalPriceCents).toBe(33); // 33.3 → 33
  });

  it('accepts the minimum weight of 0.1 kg and the minimum quantity of 1', () => {
    expect(priceServiceItem(washAndDry, { weight: 0.1 }).totalPriceCents).toBe(3_500);
    expect(
      priceServiceItem(dryCleaning, { quantity: 1, clothingCategory: 'suits' }).totalPriceCents,
    ).toBe(180_000);
    expect(priceServiceItem(dryCleaning, {}).quantity).toBe(1);
  });

  it('refuses a weight under 0.1 kg, a missing weight, or a quantity under 1 or fractional', () => {
    expect(() => priceServiceItem(washAndDry, { weight: 0.09 })).toThrow(
      new RangeError('weight must be 0.1-500 kg, got 0.09'),
    );
    expect(() => priceServiceItem(washAndDry, {})).toThrow(RangeError);
    expect(() => priceServiceItem(washAndDry, { weight: 501 })).toThrow(RangeError);
    expect(() => priceServiceItem(dryCleaning, { quantity: 0 })).toThrow(RangeError);
    expect(() => priceServiceItem(dryCleaning, { quantity: 1.5 })).toThrow(
      new RangeError('quantity must be a whole number 1-1000, got 1.5'),
    );
    expect(() => priceServiceItem(dryCleaning, { quantity: 1001 })).toThrow(RangeError);
  });

  it('takes the bounds: 0.1 and 500 kg, 1 and 1,000 pieces', () => {
    expect(priceServiceItem(washAndDry, { weight: 0.1 }).weight).toBe(0.1);
    expect(priceServiceItem(washAndDry, { weight: 500 }).weight).toBe(500);
    expect(priceServiceItem(dryCleaning, { quantity: 1 }).quantity).toBe(1);
    expect(priceServiceItem(dryCleaning, { quantity: 1000 }).quantity).toBe(1000);
  });

  it('refuses prices that are not whole, non-negative cents', () => {
    expect(() =>
      priceServiceItem({ ...dryCleaning, basePriceCents: 10.5 }, { quantity: 1 }),
    ).toThrow(
      new RangeError('basePriceCents must be a whole, non-negative number of cents, got 10.5'),
    );
    expect(() =>
      priceServiceItem(
        { ...dryCleaning, clothingPricesCents: { blazers: -1 } },
        { clothingCategory: 'blazers' },
      ),
    ).toThrow(
      new RangeError(
        'clothingPricesCents.blazers must be a whole, non-negative number of cents, got -1',
      ),
    );
  });

  it('charges per_item the base price per piece, ignoring categories', () => {
    const bag: PricedService = {
      priceType: 'per_item',
      basePriceCents: 15_000,
      clothingPricesCents: { blazers: 99_900 },
    };
    const line = priceServiceItem(bag, { quantity: 4, clothingCategory: 'blazers' });
    expect(line).toMatchObject({
      unitPriceCents: 15_000,
      totalPriceCents: 60_000,
      clothingCategory: null,
    });
  });

  it('charges flat_rate the base price once, whatever the quantity or weight', () => {
    const shoes: PricedService = {
      priceType: 'flat_rate',
      basePriceCents: 80_000,
      clothingPricesCents: {},
    };
    expect(priceServiceItem(shoes, { quantity: 3, weight: 7 }).totalPriceCents).toBe(80_000);
    expect(priceServiceItem(shoes, {}).totalPriceCents).toBe(80_000);
  });

  it('gives whole cents within half a cent of price × weight', () => {
    const category = fc.constantFrom<ClothingCategory>(...CLOTHING_CATEGORIES);
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 1, max: 5000 }),
        category,
        (cents, tenths, cat) => {
          const service: PricedService = {
            priceType: 'per_kg',
            basePriceCents: cents,
            clothingPricesCents: {},
          };
          const line = priceServiceItem(service, { weight: tenths / 10, clothingCategory: cat });
          expect(Number.isInteger(line.totalPriceCents)).toBe(true);
          expect(Math.abs(line.totalPriceCents - (cents * tenths) / 10)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('is exact per piece: unit × quantity', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 1000 }), (cents, quantity) => {
        const service: PricedService = {
          priceType: 'per_piece',
          basePriceCents: cents,
          clothingPricesCents: {},
        };
        expect(priceServiceItem(service, { quantity }).totalPriceCents).toBe(cents * quantity);
      }),
    );
  });
});
