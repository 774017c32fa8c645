import { z } from 'zod';
import { loyaltyActions, loyaltyTierSchema } from '../loyalty';
import { customerSchema } from './customer';

/** `data` of the calls that answer one customer: `{ customer }`. */
export const customerDataSchema = z.object({ customer: customerSchema });
export type CustomerData = z.infer<typeof customerDataSchema>;

/** `data` of GET /customers/search: the matches as a plain array. */
export const customerSearchResultSchema = z.array(customerSchema);

/** One recorded loyalty change: who made it is kept on the server (loyalty history). */
export const loyaltyChangeSchema = z.object({
  action: z.enum(loyaltyActions),
  points: z.number().int(),
  reason: z.string(),
  pointsBefore: z.number().int().min(0),
  pointsAfter: z.number().int().min(0),
  /** The tier after the change. */
  tier: loyaltyTierSchema,
  changedAt: z.string(),
});

/** `data` of PUT /customers/{id}/loyalty-points: the customer as it is now, and the change. */
export const loyaltyUpdateResultSchema = z.object({
  customer: customerSchema,
  loyaltyChange: loyaltyChangeSchema,
});
export type LoyaltyUpdateResult = z.infer<typeof loyaltyUpdateResultSchema>;
