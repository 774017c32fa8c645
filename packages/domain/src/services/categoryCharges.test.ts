import { describe, expect, it } from 'vitest';
import { categoryCharges, ownCategoryPrices } from './categoryCharges';
import { serviceFormCharges, serviceInputSchema } from './serviceForm';

describe('categoryCharges', () => {
  it('charges each category its own price or the base price it follows', () => {
    const charges = categoryCharges({
      priceType: 'per_kg',
      basePriceCents: 280_00,
      clothingPricesCents: { bed_sheets: 300_00 },
    });
    expect(charges.find((charge) => charge.category === 'normal_clothes')).toEqual({
      category: 'normal_clothes',
      unitPriceCents: 280_00,
      ownPrice: false,
    });
    expect(charges.find((charge) => charge.category === 'bed_sheets')).toEqual({
      category: 'bed_sheets',
      unitPriceCents: 300_00,
      ownPrice: true,
    });
    expect(
      categoryCharges({ priceType: 'flat_rate', basePriceCents: 800_00, clothingPricesCents: {} }),
    ).toEqual([]);
  });

  it('keeps no price equal to the base price', () => {
    expect(ownCategoryPrices(250, { normal_clothes: 250, bed_sheets: 300, towels: 0 })).toEqual({
      bed_sheets: 300,
    });
  });
});

describe('a base price change (issue 21: Washing 250 → 280)', () => {
  const washing = {
    name: 'Washing',
    priceType: 'per_kg',
    basePrice: 250,
    clothingPrices: { normal_clothes: 250, bed_sheets: 300 },
  };

  it('saves a category priced as the base as following the base', () => {
    expect(serviceInputSchema.parse(washing).clothingPrices).toEqual({ bed_sheets: 300 });
  });

  it('shows what each category will be charged as the form is typed', () => {
    const charges = serviceFormCharges({
      priceType: 'per_kg',
      basePrice: '280',
      clothingPrices: { normal_clothes: '250', bed_sheets: '300' },
    });
    const normal = charges?.find((charge) => charge.category === 'normal_clothes');
    // Typed as its own price (250 ≠ 280): it keeps it, and the form says so.
    expect(normal).toEqual({ category: 'normal_clothes', unitPriceCents: 250_00, ownPrice: true });
    const following = serviceFormCharges({
      priceType: 'per_kg',
      basePrice: '280',
      clothingPrices: { bed_sheets: '300' },
    });
    expect(following?.find((charge) => charge.category === 'normal_clothes')).toEqual({
      category: 'normal_clothes',
      unitPriceCents: 280_00,
      ownPrice: false,
    });
    expect(
      serviceFormCharges({ priceType: 'per_kg', basePrice: '', clothingPrices: {} }),
    ).toBeNull();
  });
});
