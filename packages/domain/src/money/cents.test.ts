import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToRupees, roundCents, rupeesToCents, sumRupees } from './cents';

const cents = fc.integer({ min: -100_000_000_00, max: 100_000_000_00 });

describe('rupeesToCents and centsToRupees', () => {
  it('convert the amounts binary floats cannot hold exactly', () => {
    expect(rupeesToCents(1.15)).toBe(115);
    expect(rupeesToCents(4.35)).toBe(435);
    expect(rupeesToCents(0.1 + 0.2)).toBe(30);
    expect(rupeesToCents(2516.5)).toBe(251650);
    expect(centsToRupees(251650)).toBe(2516.5);
  });

  it('round trip every whole number of cents', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(rupeesToCents(centsToRupees(amount))).toBe(amount);
      }),
    );
  });

  it('read database sums given as text or missing', () => {
    expect(centsToRupees('123456')).toBe(1234.56);
    expect(centsToRupees('1234.6')).toBe(12.35);
    expect(centsToRupees(null)).toBe(0);
    expect(centsToRupees(undefined)).toBe(0);
    expect(centsToRupees('not a number')).toBe(0);
  });

  it('never answer more than two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rupees = centsToRupees(value);
        expect(Number.isInteger(Math.round(rupees * 100))).toBe(true);
        expect(Math.abs(rupees * 100 - Math.round(rupees * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('roundCents', () => {
  it('rounds half a cent away from zero on both sides', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(2.4999)).toBe(2);
    expect(roundCents(-0.2)).toBe(0);
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });

  it('is symmetric and moves an amount by at most half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const rounded = roundCents(value);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5);
        expect(roundCents(-value)).toBe(rounded === 0 ? 0 : -rounded);
      }),
    );
  });

  it('reads what is not a number as nothing', () => {
    expect(roundCents(Number.NaN)).toBe(0);
    expect(roundCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('sumRupees', () => {
  it('adds in cents', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([])).toBe(0);
  });

  it('equals the sum of the cents', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 20 }), (amounts) => {
        const total = amounts.reduce((sum, amount) => sum + amount, 0);
        expect(rupeesToCents(sumRupees(amounts.map((amount) => amount / 100)))).toBe(total);
      }),
    );
  });
});
