// The loyalty folder's public face: what other folders and packages may use (docs/decisions/038).
export { applyLoyaltyChange, loyaltyPreview } from './applyLoyaltyChange';
export {
  LOYALTY_TIER_MIN_POINTS,
  type LoyaltyTier,
  loyaltyTier,
  loyaltyTierLabel,
  loyaltyTierRange,
  loyaltyTierSchema,
  loyaltyTiers,
  loyaltyTierTone,
  nextLoyaltyTier,
} from './loyaltyTier';
export {
  exceedsLoyaltyBalance,
  LOYALTY_BALANCE_MAX,
  LOYALTY_BALANCE_MAX_MESSAGE,
  LOYALTY_PRESETS,
  type LoyaltyAction,
  type LoyaltyUpdate,
  type LoyaltyUpdateInput,
  loyaltyActions,
  loyaltyUpdateFormSchema,
  loyaltyUpdateSchema,
} from './loyaltyUpdate';
export {
  balanceAfterEarning,
  earnsLoyaltyNow,
  LOYALTY_RUPEES_PER_POINT,
  loyaltyPointsForTotal,
  type ReceiptLoyalty,
  receiptLoyalty,
} from './orderEarning';
export { takeBackReason } from './takeBackLoyalty';
