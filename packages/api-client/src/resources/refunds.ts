import { type OrderData, orderDataSchema, type RefundInput } from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const orderData: Parser<OrderData> = orderDataSchema;

/** Refunds of an order's payments (issue 21), admins only. */
export function createRefundsApi(http: Transport) {
  return {
    /**
     * POST /orders/{id}/payments/{paymentId}/refunds: part or all of a completed payment given
     * back; one `idempotencyKey` per submission records it once. Answers the order.
     */
    refundPayment: (
      id: string,
      paymentId: string,
      body: RefundInput,
      options: { idempotencyKey?: string } = {},
    ) =>
      http.request(
        `/orders/${segment(id)}/payments/${segment(paymentId)}/refunds`,
        {
          method: 'POST',
          body,
          ...(options.idempotencyKey
            ? { headers: { 'idempotency-key': options.idempotencyKey } }
            : {}),
        },
        orderData,
      ),
  };
}

export type RefundsApi = ReturnType<typeof createRefundsApi>;
