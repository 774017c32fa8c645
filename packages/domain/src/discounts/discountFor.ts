import type { CampaignConfig } from '../campaign';
import { sameCampaignCode } from '../campaign';
import { isValidStudentId } from '../studentId';
import type { DiscountInfo } from './discountInfo';

/** Registered students get 10% on all orders (spec part 1 §1 and §9). */
export const STUDENT_DISCOUNT_PERCENT = 10;

export const STUDENT_DISCOUNT: DiscountInfo = {
  percentage: STUDENT_DISCOUNT_PERCENT,
  description: 'Student discount: 10% off all orders',
  isOneTime: false,
  type: 'student',
};

/** The first-order discount of a campaign. */
export function campaignDiscount(
  campaign: Pick<CampaignConfig, 'campaignName' | 'discount'>,
): DiscountInfo {
  return {
    percentage: campaign.discount,
    description: `${campaign.campaignName}: ${campaign.discount}% off your first order`,
    isOneTime: true,
    type: 'campaign',
  };
}

/** What the discount rule needs to know about a customer. */
export interface DiscountCustomer {
  isStudent: boolean;
  campusId?: string | null;
  institution?: string | null;
  /** The campaign code the customer registered with; the server records it only while active. */
  campaignCode?: string | null;
  /** Orders placed before the one being priced. */
  totalOrders: number;
}

/** A student whose student ID passes the checker: 10% on every order (`eligibleForStudentDiscount`). */
export function isEligibleForStudentDiscount(
  customer: Pick<DiscountCustomer, 'isStudent' | 'campusId' | 'institution'>,
): boolean {
  return customer.isStudent && isValidStudentId(customer.campusId, customer.institution);
}

/**
 * The discount an order gets (spec part 1 §1): a customer who registered with the campaign gets
 * its percentage on the first order only; a student with a valid student ID gets 10% on every
 * order. They never stack: the larger applies, and on a tie the lasting student discount, so the
 * one-time offer is not spent for nothing. No discount: null.
 */
export function discountFor(
  customer: DiscountCustomer,
  campaign?: Pick<CampaignConfig, 'campaignCode' | 'campaignName' | 'discount'> | null,
): DiscountInfo | null {
  const campaignOffer =
    campaign &&
    sameCampaignCode(customer.campaignCode, campaign.campaignCode) &&
    customer.totalOrders === 0 &&
    campaign.discount > 0
      ? campaignDiscount(campaign)
      : null;
  const studentOffer = isEligibleForStudentDiscount(customer) ? STUDENT_DISCOUNT : null;
  if (campaignOffer && studentOffer) {
    return campaignOffer.percentage > studentOffer.percentage ? campaignOffer : studentOffer;
  }
  return campaignOffer ?? studentOffer;
}
