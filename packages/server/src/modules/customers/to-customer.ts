import {
  type CampaignConfig,
  type Customer,
  centsToRupees,
  discountFor,
  isEligibleForStudentDiscount,
  studentInstitutionSchema,
} from '@laundry/domain';
import type { CustomerRow } from '../../db/schema';

/** The part of a customers row the discount rules read. */
export function discountCustomerOf(row: CustomerRow) {
  return {
    isStudent: row.isStudent,
    campusId: row.campusId,
    institution: row.institution,
    campaignCode: row.campaignCode,
    totalOrders: row.totalOrders,
  };
}

/**
 * A customers row as the API shows it: `_id`, rupees, ISO dates, and the discount of the next
 * order from the domain's rule (the campaign is the configured one, so a customer who registered
 * with it keeps the offer until the first order).
 */
export function toCustomer(row: CustomerRow, campaign: CampaignConfig): Customer {
  const institution = studentInstitutionSchema.safeParse(row.institution);
  return {
    _id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    ...(row.email ? { email: row.email } : {}),
    isStudent: row.isStudent,
    ...(row.campusId ? { campusId: row.campusId } : {}),
    ...(institution.success ? { institution: institution.data } : {}),
    address: {
      ...(row.street ? { street: row.street } : {}),
      ...(row.city ? { city: row.city } : {}),
    },
    messageChannel: row.messageChannel,
    messagesOptOut: row.messagesOptOut,
    language: row.language,
    loyaltyPoints: row.loyaltyPoints,
    totalOrders: row.totalOrders,
    totalSpent: centsToRupees(row.totalSpentCents),
    eligibleForStudentDiscount: isEligibleForStudentDiscount(row),
    ...(row.campaignCode ? { campaignCode: row.campaignCode } : {}),
    discountInfo: discountFor(discountCustomerOf(row), campaign),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
