/**
 * Whether two campaign codes are the same code. Codes are compared without regard to case or
 * surrounding spaces everywhere (registration, discounts), since people type them by hand.
 */
export function sameCampaignCode(
  typed: string | null | undefined,
  campaignCode: string | null | undefined,
): boolean {
  if (!typed || !campaignCode) return false;
  return typed.trim().toUpperCase() === campaignCode.trim().toUpperCase();
}
