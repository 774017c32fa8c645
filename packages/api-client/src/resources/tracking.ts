import { type OrderTracking, orderTrackingSchema } from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const tracking: Parser<OrderTracking> = orderTrackingSchema;

/** An order's public tracking link (issue 25): its token, and a new one when staff revoke it. */
export function createTrackingApi(http: Transport) {
  return {
    /** GET /orders/{id}/tracking: the token of the receipt's QR link. */
    tracking: (id: string, options: { signal?: AbortSignal } = {}) =>
      http.request(`/orders/${segment(id)}/tracking`, { ...options }, tracking),

    /** POST /orders/{id}/tracking/revoke: a new token; the printed and mailed links stop working. */
    revokeTracking: (id: string) =>
      http.request(`/orders/${segment(id)}/tracking/revoke`, { method: 'POST' }, tracking),
  };
}

export type TrackingApi = ReturnType<typeof createTrackingApi>;
