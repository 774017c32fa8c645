import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLoyaltyChange, loyaltyPreview } from './applyLoyaltyChange';
import { loyaltyTier } from './loyaltyTier';
import { loyaltyActions } from './loyaltyUpdate';

const balance = fc.nat(1_000_000);
const points = fc.integer({ min: 1, max: 10_000 });

describe('applyLoyaltyChange', () => {
  it('adds, subtracts and sets', () => {
    expect(applyLoyaltyChange(40, 'add', 60)).toBe(100);
    expect(applyLoyaltyChange(100, 'subtract', 25)).toBe(75);
    expect(applyLoyaltyChange(100, 'set', 7)).toBe(7);
  });

  it('never goes below 0', () => {
    expect(applyLoyaltyChange(30, 'subtract', 50)).toBe(0);
    fc.assert(
      fc.property(balance, fc.constantFrom(...loyaltyActions), points, (current, action, n) => {
        expect(applyLoyaltyChange(current, action, n)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adding then subtracting the same points gives the balance back', () => {
    fc.assert(
      fc.property(balance, points, (current, n) => {
        expect(applyLoyaltyChange(applyLoyaltyChange(current, 'add', n), 'subtract', n)).toBe(
          current,
        );
      }),
    );
  });

  it('subtracting takes at most the points, and set is the points', () => {
    fc.assert(
      fc.property(balance, points, (current, n) => {
        expect(current - applyLoyaltyChange(current, 'subtract', n)).toBe(Math.min(current, n));
        expect(applyLoyaltyChange(current, 'set', n)).toBe(n);
      }),
    );
  });
});

describe('loyaltyPreview', () => {
  it('previews the new total and tier', () => {
    expect(loyaltyPreview(450, 'add', 100)).toEqual({
      current: 450,
      newTotal: 550,
      change: 100,
      tier: 'gold',
      tierChanged: true,
      stopsAtZero: false,
    });
    expect(loyaltyPreview(120, 'subtract', 10)).toEqual({
      current: 120,
      newTotal: 110,
      change: -10,
      tier: 'silver',
      tierChanged: false,
      stopsAtZero: false,
    });
  });

  it('never previews below 0, and says so', () => {
    expect(loyaltyPreview(30, 'subtract', 100)).toMatchObject({
      newTotal: 0,
      change: -30,
      stopsAtZero: true,
    });
    expect(loyaltyPreview(30, 'subtract', 30).stopsAtZero).toBe(false);
    expect(loyaltyPreview(30, 'add', 100).stopsAtZero).toBe(false);
    expect(loyaltyPreview(30, 'set', 100).stopsAtZero).toBe(false);
  });

  it('uses a single point', () => {
    expect(loyaltyPreview(250, 'add', 1)).toMatchObject({ newTotal: 251, change: 1 });
  });

  it('changes nothing until the points are usable', () => {
    for (const typed of [undefined, null, 0, -3, 2.5, Number.NaN]) {
      expect(loyaltyPreview(250, 'set', typed)).toMatchObject({ newTotal: 250, change: 0 });
    }
  });

  it('agrees with applyLoyaltyChange and loyaltyTier', () => {
    fc.assert(
      fc.property(balance, fc.constantFrom(...loyaltyActions), points, (current, action, n) => {
        const preview = loyaltyPreview(current, action, n);
        expect(preview.newTotal).toBe(applyLoyaltyChange(current, action, n));
        expect(preview.tier).toBe(loyaltyTier(preview.newTotal));
        expect(preview.change).toBe(preview.newTotal - current);
      }),
    );
  });
});
