import { type ApiClient, newIdempotencyKey } from '@laundry/api-client';
import { type OrderData, orderDataSchema, type PaymentPayload } from '@laundry/domain';

/**
 * The order-lifecycle calls of spec part 2 §7 (status, confirm-items, payments, send-bank-details,
 * send-receipt, receipt), through the client's transport. TEMPORARY: h12core adds them to
 * `api.orders` (updateStatus, confirmItems, addPayment, sendBankDetails, sendReceipt, receipt);
 * once merged, this file should forward to those.
 */
export function lifecycleApi(client: ApiClient) {
  const http = client.raw;
  const base = (id: string) => `/orders/${encodeURIComponent(id)}`;
  return {
    updateStatus: (id: string, body: { status: string; notes?: string }) =>
      http.request<OrderData>(`${base(id)}/status`, { method: 'PATCH', body }, orderDataSchema),
    confirmItems: (
      id: string,
      body: {
        items: {
          itemId: string;
          actualQuantity: number;
          actualWeight: number;
          clothingCategory: string | null;
          notes?: string;
        }[];
      },
    ) =>
      http.request<OrderData>(
        `${base(id)}/confirm-items`,
        { method: 'PUT', body },
        orderDataSchema,
      ),
    addPayment: (id: string, payload: PaymentPayload, idempotencyKey = newIdempotencyKey()) =>
      http.request<unknown>(`${base(id)}/payments`, {
        method: 'POST',
        body: payload,
        headers: { 'idempotency-key': idempotencyKey },
      }),
    sendBankDetails: (id: string, amount: number) =>
      http.request<unknown>(`${base(id)}/send-bank-details`, { method: 'POST', body: { amount } }),
    sendReceipt: (id: string, email: string) =>
      http.request<unknown>(`${base(id)}/send-receipt`, { method: 'POST', body: { email } }),
    receipt: (id: string) => http.request<unknown>(`${base(id)}/receipt`, {}),
  };
}
