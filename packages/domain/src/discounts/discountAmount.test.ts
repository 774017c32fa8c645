import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountAmount } from './discountAmount';

describe('discountAmount', () => {
  it('takes the percentage of an amount in cents, to the nearest cent', () => {
    expect(discountAmount(150_000, 20)).toBe(30_000);
    expect(discountAmount(150_000, 10)).toBe(15_000);
    expect(discountAmount(1_005, 10)).toBe(101); // 100.5 rounds up
    expect(discountAmount(1_004, 10)).toBe(100);
  });

  it('is 0 for nothing and never negative', () => {
    expect(discountAmount(0, 20)).toBe(0);
    expect(discountAmount(-500, 20)).toBe(0);
    expect(discountAmount(500, 0)).toBe(0);
    expect(discountAmount(500, -10)).toBe(0);
    expect(discountAmount(-500, -10)).toBe(0);
  });

  it('is a whole number of cents between 0 and the amount', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.integer({ min: 0, max: 100 }), (cents, percentage) => {
        const discount = discountAmount(cents, percentage);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(cents);
        expect(Math.abs(discount - (cents * percentage) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('grows with the percentage', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.nat(100), fc.nat(100), (cents, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountAmount(cents, low)).toBeLessThanOrEqual(discountAmount(cents, high));
      }),
    );
  });

  it('gives nothing for a zero amount or a zero percentage', () => {
    expect(discountAmount(0, 10)).toBe(0);
    expect(discountAmount(1000, 0)).toBe(0);
    expect(discountAmount(-500, 10)).toBe(0);
    expect(discountAmount(1000, -10)).toBe(0);
    expect(discountAmount(1, 100)).toBe(1);
  });
});
