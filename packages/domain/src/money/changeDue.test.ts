import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeDue } from './changeDue';

describe('changeDue', () => {
  it('gives back what is handed over beyond the payment', () => {
    expect(changeDue(5000_00, 1125_50)).toBe(3874_50);
    expect(changeDue(1000_00, 1000_00)).toBe(0);
  });

  it('is null when the money handed over is short or not a number', () => {
    expect(changeDue(999_99, 1000_00)).toBeNull();
    expect(changeDue(Number.NaN, 1000_00)).toBeNull();
    expect(changeDue(1000_00, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('hands back exactly the difference: the payment plus the change is what was tendered', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000_00), fc.nat(10_000_000_00), (tendered, amount) => {
        const change = changeDue(tendered, amount);
        if (tendered < amount) expect(change).toBeNull();
        else expect((change ?? -1) + amount).toBe(tendered);
      }),
    );
  });
});
