import { z } from 'zod';

export const discountTypes = ['campaign', 'student'] as const;

/** A customer's discount (spec part 1 §3 'DiscountInfo'). */
export const discountInfoSchema = z.object({
  percentage: z.number().min(0).max(100),
  description: z.string(),
  /** True for the campaign's first-order discount, false for the lasting student discount. */
  isOneTime: z.boolean(),
  type: z.enum(discountTypes),
});
export type DiscountInfo = z.infer<typeof discountInfoSchema>;

/**
 * GET /customers/{id}/discount-info: the discount the next order gets, a summary of what the
 * customer is entitled to, and their order history so far.
 */
export const customerDiscountInfoSchema = z.object({
  discountInfo: discountInfoSchema.nullable(),
  discountSummary: z.object({
    /** The percentage the next order gets, 0 when none. */
    nextOrderPercentage: z.number().min(0).max(100),
    studentDiscount: z.boolean(),
    campaignDiscount: z.boolean(),
    campaignDiscountUsed: z.boolean(),
  }),
  orderHistory: z.object({
    totalOrders: z.number().int().min(0),
    totalSpent: z.number().min(0),
    isFirstOrder: z.boolean(),
  }),
});
export type CustomerDiscountInfo = z.infer<typeof customerDiscountInfoSchema>;
