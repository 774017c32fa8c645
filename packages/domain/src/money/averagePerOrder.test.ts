import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageCents, averagePerOrder } from './averagePerOrder';

describe('averageCents', () => {
  it('shares an amount over a count to a whole cent', () => {
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(1001, 2)).toBe(501);
    expect(averageCents(1000, 0)).toBe(0);
    expect(averageCents(1000, -1)).toBe(0);
  });

  it('lies within half a cent of the exact average', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 100_000 }),
        (total, count) => {
          const average = averageCents(total, count);
          expect(Number.isInteger(average)).toBe(true);
          expect(Math.abs(average * count - total)).toBeLessThanOrEqual(count / 2);
        },
      ),
    );
  });
});

describe('averagePerOrder', () => {
  it('averages rupees and answers rupees with at most two decimals', () => {
    expect(averagePerOrder(2516.5, 3)).toBe(838.83);
    expect(averagePerOrder(0.1 + 0.2, 1)).toBe(0.3);
    expect(averagePerOrder(500, 0)).toBe(0);
  });
});
