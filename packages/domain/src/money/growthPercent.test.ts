import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growthPercent } from './growthPercent';

describe('growthPercent', () => {
  it('gives the change in percent with one decimal', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(4, 3)).toBe(33.3);
    expect(growthPercent(100, 100)).toBe(0);
  });

  it('shows a fall too small for one decimal as 0, never as -0', () => {
    expect(growthPercent(99_999, 100_000)).toBe(0);
  });

  it('counts growth from nothing as +100 and nothing to nothing as 0', () => {
    expect(growthPercent(5, 0)).toBe(100);
    expect(growthPercent(-5, 0)).toBe(-100);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(0, 10)).toBe(-100);
  });

  it('measures against the size of a negative figure', () => {
    expect(growthPercent(-50, -100)).toBe(50);
  });

  it('is positive exactly when the figure grew', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (current, previous) => {
          const growth = growthPercent(current, previous);
          expect(Number.isFinite(growth)).toBe(true);
          if (growth !== 0) expect(Math.sign(growth)).toBe(Math.sign(current - previous));
          if (previous > 0 && current >= 0) expect(growth).toBeGreaterThanOrEqual(-100);
        },
      ),
    );
  });
});
