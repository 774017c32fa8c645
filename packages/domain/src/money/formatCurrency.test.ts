import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatRupees } from './formatCurrency';

describe('formatCurrency', () => {
  it('shows a whole amount without decimals and any other with two', () => {
    expect(formatCurrency(1500)).toMatch(/^LKR\s1,500$/);
    expect(formatCurrency(2516.5)).toMatch(/^LKR\s2,516\.50$/);
    expect(formatCurrency(1234.5)).toMatch(/^LKR\s1,234\.50$/);
    expect(formatCurrency(99.999)).toMatch(/^LKR\s100$/);
    expect(formatCurrency(0.01)).toMatch(/^LKR\s0\.01$/);
  });

  it('shows always two decimals when asked (reports, the dashboard)', () => {
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

  it('separates LKR with a plain space, as messages and mails carry it', () => {
    expect(formatCurrency(875, { decimals: 2 })).toBe('LKR 875.00');
  });

  it('writes another currency by its code, by the same rules (a salary in USD)', () => {
    expect(formatCurrency(1500.5, { currency: 'USD' })).toBe('USD 1,500.50');
    expect(formatCurrency(1500, { currency: 'EUR' })).toBe('EUR 1,500');
    expect(formatCurrency(1500, { currency: 'LKR' })).toBe(formatCurrency(1500));
  });

  it('shows negative amounts (refunds) with their sign', () => {
    expect(formatCurrency(-250.5)).toMatch(/^-LKR\s250\.50$/);
  });

  it('never shows one decimal, never more than two, and keeps the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.boolean(), (cents, two) => {
        const text = formatCurrency(cents / 100, two ? { decimals: 2 } : {});
        const digits = text.replace(/[^\d.]/g, '');
        const fraction = digits.split('.')[1]?.length ?? 0;
        expect([0, 2]).toContain(fraction);
        if (two) expect(fraction).toBe(2);
        expect(Math.round(Number(digits) * 100)).toBe(cents);
      }),
    );
  });
});

describe('formatRupees', () => {
  it('writes a plain number with two decimals for spreadsheets', () => {
    expect(formatRupees(2516.5)).toBe('2516.50');
    expect(formatRupees(0.1 + 0.2)).toBe('0.30');
    expect(formatRupees(null)).toBe('0.00');
  });
});

describe('formatCurrency in the customer’s language (issue 42)', () => {
  it('reads රු. in Sinhala and Rs. in Tamil, grouped in thousands in both', () => {
    expect(formatCurrency(1234567.5, { language: 'si' })).toBe('රු. 1,234,567.50');
    expect(formatCurrency(1234567, { language: 'ta' })).toBe('Rs. 1,234,567');
    expect(formatCurrency(-250.5, { language: 'si' })).toBe('-රු. 250.50');
    expect(formatCurrency(1500, { language: 'en' })).toBe('LKR 1,500');
  });
});
