import { describe, expect, it } from 'vitest';
import {
  type ActualAmount,
  type ConfirmLine,
  type ConfirmOrder,
  confirmedTotals,
  confirmItemsIssue,
  estimatedAmounts,
  extraItemsCharge,
  itemChange,
  previewConfirmedTotals,
  pricedWithExtraItems,
  showsTotalDifference,
  validActualAmounts,
} from './confirmItems';
import { confirmItemsSchema } from './lifecycleSchemas';

const lines: ConfirmLine[] = [
  {
    itemId: 'a',
    serviceName: 'Washing',
    priceType: 'per_kg',
    clothingCategory: 'normal_clothes',
    unitPriceCents: 250_00,
    quantity: 1,
    weight: 2,
  },
  {
    itemId: 'b',
    serviceName: 'Ironing',
    priceType: 'per_piece',
    clothingCategory: 'normal_clothes',
    unitPriceCents: 150_00,
    quantity: 3,
    weight: 0,
  },
];
const student = {
  type: 'student',
  percentage: 10,
  description: 'Student discount',
  isOneTime: false,
} as const;
// Subtotal 950, 10% discount 95, delivery 200: total 1055.
const order: ConfirmOrder = {
  lines,
  isExpressService: false,
  pickupChargesCents: 0,
  deliveryChargesCents: 200_00,
  extraItems: [],
  discount: student,
  taxRateBasisPoints: 0,
  totalAmountCents: 1055_00,
  paidAmountCents: 0,
};

describe('confirmedTotals', () => {
  it('keeps the total when nothing changed', () => {
    const result = confirmedTotals(order, estimatedAmounts(lines));
    expect(result.totalAmountCents).toBe(1055_00);
    expect(result.differenceCents).toBe(0);
    expect(result.lines.map((line) => line.change)).toEqual(['unchanged', 'unchanged']);
  });

  it('prices the lines again and applies the order’s discount to the new subtotal', () => {
    const actual = new Map<string, ActualAmount>([
      ['a', { quantity: 1, weight: 3 }],
      ['b', { quantity: 3, weight: 0 }],
    ]);
    const result = confirmedTotals(order, actual);
    expect(result.subtotalCents).toBe(1200_00);
    expect(result.discountAmountCents).toBe(120_00);
    expect(result.totalAmountCents).toBe(1280_00);
    expect(result.differenceCents).toBe(225_00);
    expect(result.lines[0]?.change).toBe('large');
    expect(result.needsConfirmation).toBe(false);
  });

  it('asks for confirmation above a 30% change', () => {
    const actual = new Map<string, ActualAmount>([
      ['a', { quantity: 1, weight: 6 }],
      ['b', { quantity: 3, weight: 0 }],
    ]);
    expect(confirmedTotals(order, actual).needsConfirmation).toBe(true);
  });

  it('charges a flat-rate line once, whatever its quantity (LKR 800 × 3 stays 800)', () => {
    const flat: ConfirmOrder = {
      ...order,
      lines: [
        {
          itemId: 'f',
          serviceName: 'Shoe cleaning',
          priceType: 'flat_rate',
          clothingCategory: null,
          unitPriceCents: 800_00,
          quantity: 3,
          weight: 0,
        },
      ],
      deliveryChargesCents: 0,
      discount: null,
      totalAmountCents: 800_00,
    };
    const result = confirmedTotals(flat, estimatedAmounts(flat.lines));
    expect(result.totalAmountCents).toBe(800_00);
    expect(result.differenceCents).toBe(0);
    expect(result.lines[0]).toMatchObject({ estimatedCents: 800_00, actualCents: 800_00 });
  });

  it('keeps the tax, express fee and extra items in the new total', () => {
    // Subtotal 950 − 95 + express 100 + delivery 200 + 2 hangers 50 = 1205; 10% tax 120.50.
    const taxed: ConfirmOrder = {
      ...order,
      isExpressService: true,
      extraItems: [{ name: 'Plastic hanger', priceCents: 25_00, quantity: 2 }],
      taxRateBasisPoints: 1000,
      totalAmountCents: 1325_50,
    };
    const same = confirmedTotals(taxed, estimatedAmounts(lines));
    expect(same.taxAmountCents).toBe(120_50);
    expect(same.totalAmountCents).toBe(1325_50);
    const heavier = confirmedTotals(
      taxed,
      new Map([
        ['a', { quantity: 1, weight: 3 }],
        ['b', { quantity: 3, weight: 0 }],
      ]),
    );
    // 1200 − 120 + 100 + 200 + 50 = 1430; tax 143.
    expect(heavier.taxAmountCents).toBe(143_00);
    expect(heavier.totalAmountCents).toBe(1573_00);
    expect(heavier.pricing.balanceAmountCents).toBe(1573_00);
  });
});

describe('thresholds and validity', () => {
  it('colours changes under 20% as small', () => {
    expect(itemChange(100_00, 119_00)).toBe('small');
    expect(itemChange(100_00, 120_00)).toBe('large');
    expect(itemChange(100_00, 100_00)).toBe('unchanged');
    expect(itemChange(0, 1)).toBe('large');
  });

  it('needs the bounds of a new order’s line: at least 0.1 kg, whole pieces from 1', () => {
    expect(validActualAmounts(lines, estimatedAmounts(lines))).toBe(true);
    const tiny = estimatedAmounts(lines);
    tiny.set('a', { quantity: 1, weight: 0.0001 });
    expect(confirmItemsIssue(lines, tiny)?.message).toBe('Weight must be at least 0.1 kg');
    expect(previewConfirmedTotals(order, tiny)).toBeNull();
    expect(() => confirmedTotals(order, tiny)).toThrow('Weight must be at least 0.1 kg');
    const half = estimatedAmounts(lines);
    half.set('b', { quantity: 2.5, weight: 0 });
    expect(validActualAmounts(lines, half)).toBe(false);
    const missing = new Map([['a', { quantity: 1, weight: 2 }]]);
    expect(validActualAmounts(lines, missing)).toBe(false);
  });

  it('names the line and the field to correct', () => {
    const missing = new Map([['a', { quantity: 1, weight: 2 }]]);
    expect(confirmItemsIssue(lines, missing)).toMatchObject({
      message: 'Please enter valid quantities for all items',
      field: 'items.1',
    });
    expect(() => confirmedTotals(order, missing)).toThrow(
      'Please enter valid quantities for all items',
    );
    const half = estimatedAmounts(lines);
    half.set('b', { quantity: 2.5, weight: 0 });
    expect(confirmItemsIssue(lines, half)).toMatchObject({
      message: 'Quantity must be a whole number',
      field: 'items.1.quantity',
    });
  });

  it('keeps the pickup charge in the new total', () => {
    const withPickup = { ...order, pickupChargesCents: 150_00, totalAmountCents: 1205_00 };
    expect(confirmedTotals(withPickup, estimatedAmounts(lines)).totalAmountCents).toBe(1205_00);
  });

  it('asks for confirmation from an estimate of 0 only when the total moved', () => {
    const free = { ...order, totalAmountCents: 0 };
    expect(confirmedTotals(free, estimatedAmounts(lines))).toMatchObject({
      changeRatio: 1,
      needsConfirmation: true,
    });
    const nothing: ConfirmOrder = {
      ...free,
      lines: lines.map((line) => ({ ...line, unitPriceCents: 0 })),
      deliveryChargesCents: 0,
    };
    expect(confirmedTotals(nothing, estimatedAmounts(nothing.lines))).toMatchObject({
      totalAmountCents: 0,
      changeRatio: 0,
      needsConfirmation: false,
    });
  });

  it('does not ask at a change of exactly 30%', () => {
    // Without a discount: 2 kg × 250 + 4 pieces × 150 + 200 delivery = 1300, 30% above 1000.
    const actual = estimatedAmounts(lines);
    actual.set('b', { quantity: 4, weight: 0 });
    const totals = (totalAmountCents: number) =>
      confirmedTotals({ ...order, discount: null, totalAmountCents }, actual);
    expect(totals(1000_00)).toMatchObject({ totalAmountCents: 1300_00, needsConfirmation: false });
    expect(totals(999_99).needsConfirmation).toBe(true);
  });

  it('shows the difference banner above LKR 0.01', () => {
    expect(showsTotalDifference({ difference: 0.01 })).toBe(false);
    expect(showsTotalDifference({ difference: -0.02 })).toBe(true);
    expect(showsTotalDifference(null)).toBe(false);
  });
});

describe('confirmItemsSchema', () => {
  const id = '0b8a3c3e-1f0e-4b7a-9a59-6d1b1d3f8a10';
  it('refuses an item confirmed twice', () => {
    const result = confirmItemsSchema.safeParse({
      items: [
        { itemId: id, actualQuantity: 1, actualWeight: 2 },
        { itemId: id, actualQuantity: 1, actualWeight: 3 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Each item can be confirmed only once');
  });

  it('refuses what a new order’s line refuses', () => {
    const parse = (actualQuantity: number, actualWeight: number) =>
      confirmItemsSchema.safeParse({ items: [{ itemId: id, actualQuantity, actualWeight }] })
        .success;
    expect(parse(1, 2)).toBe(true);
    expect(parse(0, 2)).toBe(false);
    expect(parse(1, 501)).toBe(false);
  });
});

describe('pricedWithExtraItems', () => {
  it('taxes extra items added at payment like the rest of the order', () => {
    // 1055 before; a garment bag of 100 at 10% tax: (1055 + 100) × 1.1 = 1270.50.
    const taxed = { ...order, taxRateBasisPoints: 1000, totalAmountCents: 1160_50 };
    const pricing = pricedWithExtraItems(taxed, [
      { name: 'Garment Bag', priceCents: 100_00, quantity: 1 },
    ]);
    expect(pricing.extraChargesCents).toBe(100_00);
    expect(pricing.taxAmountCents).toBe(115_50);
    expect(pricing.totalAmountCents).toBe(1270_50);
  });
});

describe('extraItemsCharge', () => {
  const taxed = { ...order, taxRateBasisPoints: 1000, totalAmountCents: 1160_50 };

  it('is what the extras add to the total, their tax included', () => {
    // 1160.50 → 1270.50: the bag's 100 and its 10 of tax.
    expect(
      extraItemsCharge(taxed, [{ name: 'Garment Bag', priceCents: 100_00, quantity: 1 }]),
    ).toEqual({ totalCents: 110_00, taxCents: 10_00 });
    expect(
      extraItemsCharge(order, [{ name: 'Garment Bag', priceCents: 100_00, quantity: 2 }]),
    ).toEqual({ totalCents: 200_00, taxCents: 0 });
  });

  it('is nothing without extras, whatever the stored total says', () => {
    expect(extraItemsCharge({ ...taxed, totalAmountCents: 1 }, [])).toEqual({
      totalCents: 0,
      taxCents: 0,
    });
  });
});
