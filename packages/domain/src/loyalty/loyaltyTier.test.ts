import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loyaltyTier,
  loyaltyTierLabel,
  loyaltyTierRange,
  loyaltyTierSchema,
  loyaltyTiers,
  loyaltyTierTone,
  nextLoyaltyTier,
} from './loyaltyTier';

describe('loyaltyTier', () => {
  it.each([
    [0, 'bronze'],
    [99, 'bronze'],
    [100, 'silver'],
    [499, 'silver'],
    [500, 'gold'],
    [999, 'gold'],
    [1000, 'vip'],
    [250_000, 'vip'],
  ])('%i points is %s', (points, tier) => {
    expect(loyaltyTier(points)).toBe(tier);
  });

  it('never goes down when points go up', () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(loyaltyTiers.indexOf(loyaltyTier(low))).toBeLessThanOrEqual(
          loyaltyTiers.indexOf(loyaltyTier(high)),
        );
      }),
    );
  });

  it('puts every balance inside its tier range', () => {
    fc.assert(
      fc.property(fc.nat(20_000), (points) => {
        const { min, max } = loyaltyTierRange(loyaltyTier(points));
        expect(points).toBeGreaterThanOrEqual(min);
        if (max !== null) expect(points).toBeLessThan(max);
      }),
    );
  });
});

describe('tier names, tones and ranges', () => {
  it('labels each tier', () => {
    expect(loyaltyTiers.map(loyaltyTierLabel)).toEqual(['Bronze', 'Silver', 'Gold', 'VIP']);
    expect(loyaltyTiers.map(loyaltyTierTone)).toEqual(['neutral', 'grey', 'amber', 'purple']);
  });

  it('gives the ranges a filter queries', () => {
    expect(loyaltyTierRange('bronze')).toEqual({ min: 0, max: 100 });
    expect(loyaltyTierRange('silver')).toEqual({ min: 100, max: 500 });
    expect(loyaltyTierRange('gold')).toEqual({ min: 500, max: 1000 });
    expect(loyaltyTierRange('vip')).toEqual({ min: 1000, max: null });
  });

  it('says what the next tier needs', () => {
    expect(nextLoyaltyTier(0)).toEqual({ tier: 'silver', pointsNeeded: 100 });
    expect(nextLoyaltyTier(450)).toEqual({ tier: 'gold', pointsNeeded: 50 });
    expect(nextLoyaltyTier(999)).toEqual({ tier: 'vip', pointsNeeded: 1 });
    expect(nextLoyaltyTier(1000)).toBeNull();
  });

  it('parses tier names', () => {
    expect(loyaltyTierSchema.parse('gold')).toBe('gold');
    expect(loyaltyTierSchema.safeParse('platinum').error?.issues[0]?.message).toBe(
      'Loyalty tier must be bronze, silver, gold or vip',
    );
  });
});
