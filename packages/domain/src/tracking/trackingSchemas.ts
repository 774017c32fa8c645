import { z } from 'zod';
import { orderStatusSchema } from '../orders';
import { normalizeOrderNumber } from './orderNumberText';
import { trackingMessages } from './trackingMessages';

/** An order number as printed ('ORD-001234') or its digits alone, answered in the stored form. */
export const trackingOrderNumberSchema = z
  .string({ error: trackingMessages.orderNumberRequired })
  .trim()
  .min(1, trackingMessages.orderNumberRequired)
  .max(20, trackingMessages.orderNumberInvalid)
  .refine((text) => normalizeOrderNumber(text) !== null, trackingMessages.orderNumberInvalid)
  .transform((text) => normalizeOrderNumber(text) ?? text);

/** POST /track: the order number and the last four digits of the customer's phone. */
export const trackingLookupSchema = z.strictObject({
  orderNumber: trackingOrderNumberSchema,
  phoneLast4: z
    .string({ error: trackingMessages.phoneLast4Invalid })
    .trim()
    .regex(/^\d{4}$/, trackingMessages.phoneLast4Invalid),
});
export type TrackingLookup = z.infer<typeof trackingLookupSchema>;

/** A tracking token: 32 lower-case hex characters (128 random bits less a uuid's 6 fixed ones). */
export const TRACKING_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
export const trackingTokenSchema = z
  .string({ error: trackingMessages.tokenInvalid })
  .regex(TRACKING_TOKEN_PATTERN, trackingMessages.tokenInvalid);

export const trackingStepStates = ['done', 'current', 'upcoming'] as const;

/** One step of the public timeline: what happened, when (if it has), and where the order is. */
export const trackingStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** When the order reached this step (ISO instant); null when it has not, or is not recorded. */
  at: z.string().nullable(),
  state: z.enum(trackingStepStates),
});
export type TrackingStep = z.infer<typeof trackingStepSchema>;

/**
 * The public answer, and all of it: no name, phone, address, items or notes. A test asserts
 * every field, so a field added here is a decision, not an accident.
 */
export const publicTrackingSchema = z.strictObject({
  orderNumber: z.string(),
  status: orderStatusSchema,
  statusLabel: z.string(),
  isExpress: z.boolean(),
  timeline: z.array(trackingStepSchema),
  /** The business day (YYYY-MM-DD) it should be ready; null once ready or cancelled. */
  expectedReadyDate: z.string().nullable(),
  /** Rupees still owed (the domain's balance due: 0 for a cancelled order). */
  balanceDue: z.number(),
  shop: z.strictObject({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;

/** GET/POST /orders/{id}/tracking (staff): the order's current tracking token. */
export const orderTrackingSchema = z.object({ token: trackingTokenSchema });
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
