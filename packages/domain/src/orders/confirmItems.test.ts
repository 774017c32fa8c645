import { describe, expect, it } from 'vitest';
import {
  type ActualAmount,
  type ConfirmLine,
  confirmedTotals,
  estimatedAmounts,
  itemChange,
  showsTotalDifference,
  validActualAmounts,
} from './confirmItems';

const lines: ConfirmLine[] = [
  { itemId: 'a', priceType: 'per_kg', unitPriceCents: 250_00, quantity: 1, weight: 2 },
  { itemId: 'b', priceType: 'per_piece', unitPriceCents: 150_00, quantity: 3, weight: 0 },
];
// Subtotal 950, 10% discount 95, delivery 200: total 1055.
const order = { subtotalCents: 950_00, discountAmountCents: 95_00, totalAmountCents: 1055_00 };

describe('confirmedTotals', () => {
  it('keeps the total when nothing changed', () => {
    const result = confirmedTotals(lines, estimatedAmounts(lines), order);
    expect(result.totalAmountCents).toBe(1055_00);
    expect(result.differenceCents).toBe(0);
    expect(result.lines.map((line) => line.change)).toEqual(['unchanged', 'unchanged']);
  });

  it('recomputes lines and scales the discount by the discount/subtotal ratio', () => {
    const actual = new Map<string, ActualAmount>([
      ['a', { quantity: 1, weight: 3 }],
      ['b', { quantity: 3, weight: 0 }],
    ]);
    const result = confirmedTotals(lines, actual, order);
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
    expect(confirmedTotals(lines, actual, order).needsConfirmation).toBe(true);
  });
});

describe('thresholds and validity', () => {
  it('colours changes under 20% as small', () => {
    expect(itemChange(100_00, 119_00)).toBe('small');
    expect(itemChange(100_00, 120_00)).toBe('large');
    expect(itemChange(100_00, 100_00)).toBe('unchanged');
  });

  it('needs a weight per kg and a quantity per piece above 0', () => {
    expect(validActualAmounts(lines, estimatedAmounts(lines))).toBe(true);
    const zero = estimatedAmounts(lines);
    zero.set('a', { quantity: 1, weight: 0 });
    expect(validActualAmounts(lines, zero)).toBe(false);
  });

  it('shows the difference banner above LKR 0.01', () => {
    expect(showsTotalDifference({ difference: 0.01 })).toBe(false);
    expect(showsTotalDifference({ difference: -0.02 })).toBe(true);
    expect(showsTotalDifference(null)).toBe(false);
  });
});
