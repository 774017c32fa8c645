import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasWholeCents } from './wholeCents';

describe('hasWholeCents', () => {
  it('takes amounts binary floats cannot hold exactly', () => {
    expect(hasWholeCents(1.15)).toBe(true);
    expect(hasWholeCents(4.35)).toBe(true);
    expect(hasWholeCents(0.1 + 0.2)).toBe(true);
    expect(hasWholeCents(1_000_000)).toBe(true);
    expect(hasWholeCents(-12.5)).toBe(true);
  });

  it('refuses a third decimal and what is not a number', () => {
    expect(hasWholeCents(1.155)).toBe(false);
    expect(hasWholeCents(0.001)).toBe(false);
    expect(hasWholeCents(Number.NaN)).toBe(false);
    expect(hasWholeCents(Number.POSITIVE_INFINITY)).toBe(false);
    expect(hasWholeCents(Number.NEGATIVE_INFINITY)).toBe(false);
    // A millionth of a cent is already too far from a whole cent.
    expect(hasWholeCents(0.000_000_01)).toBe(false);
  });

  it('takes every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_00, max: 100_000_000_00 }), (cents) => {
        expect(hasWholeCents(cents / 100)).toBe(true);
      }),
    );
  });

  it('refuses every amount with a non-zero thousandth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (cents, thousandth) => {
          expect(hasWholeCents((cents * 10 + thousandth) / 1000)).toBe(false);
        },
      ),
    );
  });

  it('works as a zod refinement', () => {
    const amount = z.number().refine(hasWholeCents, 'at most 2 decimals');
    expect(amount.safeParse(4.35).success).toBe(true);
    expect(amount.safeParse(4.355).error?.issues[0]?.message).toBe('at most 2 decimals');
  });
});
