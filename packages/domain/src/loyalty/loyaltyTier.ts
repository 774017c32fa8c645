import { z } from 'zod';

/** The loyalty tiers, lowest first (spec part 1 §4 'Loyalty tier'). */
export const loyaltyTiers = ['bronze', 'silver', 'gold', 'vip'] as const;
export type LoyaltyTier = (typeof loyaltyTiers)[number];
export const loyaltyTierSchema = z.enum(loyaltyTiers, {
  error: 'Loyalty tier must be bronze, silver, gold or vip',
});

/** The points each tier starts at: Bronze 0, Silver 100, Gold 500, VIP 1000. */
export const LOYALTY_TIER_MIN_POINTS: Record<LoyaltyTier, number> = {
  bronze: 0,
  silver: 100,
  gold: 500,
  vip: 1000,
};

const labels: Record<LoyaltyTier, 'Bronze' | 'Silver' | 'Gold' | 'VIP'> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  vip: 'VIP',
};

const tones: Record<LoyaltyTier, 'neutral' | 'grey' | 'amber' | 'purple'> = {
  bronze: 'neutral',
  silver: 'grey',
  gold: 'amber',
  vip: 'purple',
};

/** The tier a points balance earns. */
export function loyaltyTier(points: number): LoyaltyTier {
  if (points >= LOYALTY_TIER_MIN_POINTS.vip) return 'vip';
  if (points >= LOYALTY_TIER_MIN_POINTS.gold) return 'gold';
  if (points >= LOYALTY_TIER_MIN_POINTS.silver) return 'silver';
  return 'bronze';
}

export function loyaltyTierLabel(tier: LoyaltyTier): 'Bronze' | 'Silver' | 'Gold' | 'VIP' {
  return labels[tier];
}

/** The badge tone of a tier (one of the UI kit's Badge tones). */
export function loyaltyTierTone(tier: LoyaltyTier): 'neutral' | 'grey' | 'amber' | 'purple' {
  return tones[tier];
}

/** The points range of a tier, max exclusive (null for VIP): what a list filter queries. */
export function loyaltyTierRange(tier: LoyaltyTier): { min: number; max: number | null } {
  const next = loyaltyTiers[loyaltyTiers.indexOf(tier) + 1];
  return { min: LOYALTY_TIER_MIN_POINTS[tier], max: next ? LOYALTY_TIER_MIN_POINTS[next] : null };
}

/** The next tier and the points still needed for it; null at VIP. */
export function nextLoyaltyTier(
  points: number,
): { tier: LoyaltyTier; pointsNeeded: number } | null {
  const next = loyaltyTiers[loyaltyTiers.indexOf(loyaltyTier(points)) + 1];
  return next ? { tier: next, pointsNeeded: LOYALTY_TIER_MIN_POINTS[next] - points } : null;
}
