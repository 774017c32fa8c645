import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from './formatCurrency';

describe('formatCurrency', () => {
  it('shows rupees with 0 to 2 decimals', () => {
    expect(formatCurrency(1500)).toMatch(/^LKR\s1,500$/);
    expect(formatCurrency(1234.5)).toMatch(/^LKR\s1,234\.5$/);
    expect(formatCurrency(99.999)).toMatch(/^LKR\s100$/);
    expect(formatCurrency(0.01)).toMatch(/^LKR\s0\.01$/);
  });

  it('shows always two decimals for the report screens', () => {
    expect(formatCurrency(35900.5, { decimals: 2 })).toMatch(/^LKR\s35,900\.50$/);
    expect(formatCurrency(1500, { decimals: 2 })).toMatch(/^LKR\s1,500\.00$/);
    expect(formatCurrency(2564.321, { decimals: 2 })).toMatch(/^LKR\s2,564\.32$/);
    expect(formatCurrency(undefined, { decimals: 2 })).toMatch(/^LKR\s0\.00$/);
  });

  it('reads a missing or broken amount as 0', () => {
    expect(formatCurrency(undefined)).toBe(formatCurrency(0));
    expect(formatCurrency(null)).toBe(formatCurrency(0));
    expect(formatCurrency(Number.NaN)).toBe(formatCurrency(0));
  });

  it('never shows more than 2 decimals and keeps the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const text = formatCurrency(cents / 100);
        const digits = text.replace(/[^\d.]/g, '');
        expect(digits.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
        expect(Math.round(Number(digits) * 100)).toBe(cents);
      }),
    );
  });
});
