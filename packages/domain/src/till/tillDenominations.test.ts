import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTotal, denominationLabel, LKR_DENOMINATIONS } from './tillDenominations';

describe('countTotal', () => {
  it('adds notes and coins in cents', () => {
    expect(countTotal({ '5000': 2, '1000': 3, '100': 4, '20': 1, '1': 3 })).toBe(13_423_00);
    expect(countTotal({})).toBe(0);
  });

  it('is the sum of each denomination counted alone', () => {
    const counts = fc.record(
      Object.fromEntries(
        LKR_DENOMINATIONS.map((value) => [String(value), fc.integer({ min: 0, max: 1000 })]),
      ),
    );
    fc.assert(
      fc.property(counts, (count) => {
        const alone = Object.entries(count).reduce(
          (total, [value, pieces]) => total + countTotal({ [value]: pieces }),
          0,
        );
        expect(countTotal(count)).toBe(alone);
      }),
    );
  });
});

describe('denominationLabel', () => {
  it('names notes and coins', () => {
    expect(denominationLabel(5000)).toBe('LKR 5,000 note');
    expect(denominationLabel(20)).toBe('LKR 20 note');
    expect(denominationLabel(10)).toBe('LKR 10 coin');
  });
});
