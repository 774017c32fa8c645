import type { CampaignConfig } from '../campaign';
import { sameCampaignCode } from '../campaign';
import { type DiscountCustomer, discountFor, isEligibleForStudentDiscount } from './discountFor';
import type { CustomerDiscountInfo } from './discountInfo';

/** What GET /customers/{id}/discount-info needs to know about a customer. */
export interface DiscountInfoCustomer extends DiscountCustomer {
  /** Rupees spent on the orders counted in `totalOrders`. */
  totalSpent: number;
}

/**
 * A customer's discount as GET /customers/{id}/discount-info answers it: the discount of the next
 * order (the rule of `discountFor`), what the customer is entitled to, and their history so far.
 * A customer registered with the campaign keeps its one-time offer until the first order, even
 * after the campaign's last day: the offer was promised when they registered.
 */
export function customerDiscountInfo(
  customer: DiscountInfoCustomer,
  campaign: Pick<CampaignConfig, 'campaignCode' | 'campaignName' | 'discount'> | null,
): CustomerDiscountInfo {
  const discountInfo = discountFor(customer, campaign);
  const registeredWithCampaign = sameCampaignCode(customer.campaignCode, campaign?.campaignCode);
  return {
    discountInfo,
    discountSummary: {
      nextOrderPercentage: discountInfo?.percentage ?? 0,
      studentDiscount: isEligibleForStudentDiscount(customer),
      campaignDiscount: registeredWithCampaign,
      campaignDiscountUsed: registeredWithCampaign && customer.totalOrders > 0,
    },
    orderHistory: {
      totalOrders: customer.totalOrders,
      totalSpent: customer.totalSpent,
      isFirstOrder: customer.totalOrders === 0,
    },
  };
}
