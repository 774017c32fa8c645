import type { CampaignConfig } from '../campaign';
import type { DiscountInfo } from '../discounts';
import { STUDENT_DISCOUNT_PERCENT } from '../discounts';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful! Welcome aboard.';
export const STUDENT_REGISTRATION_SUCCESS_MESSAGE = `Registration successful! Your ${STUDENT_DISCOUNT_PERCENT}% student discount applies to all your orders.`;

/**
 * The message of a landing-page registration: the campaign's own welcome when the visitor got
 * its offer, the student discount's otherwise, else a plain welcome.
 */
export function registrationSuccessMessage(
  discount: DiscountInfo | null,
  campaign: Pick<CampaignConfig, 'successMessage'>,
): string {
  if (discount?.type === 'campaign') return campaign.successMessage;
  if (discount?.type === 'student') return STUDENT_REGISTRATION_SUCCESS_MESSAGE;
  return REGISTRATION_SUCCESS_MESSAGE;
}
