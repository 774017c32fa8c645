import {
  type BankDetailsDelivery,
  type BankDetailsMailInput,
  bankDetailsDeliverySchema,
  type ConfirmItemsInput,
  type HandoverInput,
  type OrderData,
  type OrderMailInput,
  type OrderMailResult,
  type OrderReceiptData,
  type OrderStatusHistoryData,
  orderDataSchema,
  orderMailResultSchema,
  orderReceiptDataSchema,
  orderStatusHistoryDataSchema,
  type PaymentPayload,
  type ReadyListData,
  type ReadyListQuery,
  readyListDataSchema,
  type StatusUpdate,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const orderData: Parser<OrderData> = orderDataSchema;
const mailResult: Parser<OrderMailResult> = orderMailResultSchema;
const bankDetailsDelivery: Parser<BankDetailsDelivery> = bankDetailsDeliverySchema;
const receipt: Parser<OrderReceiptData> = orderReceiptDataSchema;
const statusHistory: Parser<OrderStatusHistoryData> = orderStatusHistoryDataSchema;
const readyList: Parser<ReadyListData> = readyListDataSchema;

/** An order's calls after it is taken (spec part 2 §7): status, confirm items, payments, mail. */
export function createOrderLifecycleApi(http: Transport) {
  const base = (id: string) => `/orders/${segment(id)}`;
  return {
    /** PATCH /orders/{id}/status; 409 with the reason when the move is not allowed. */
    updateStatus: (id: string, body: StatusUpdate) =>
      http.request(`${base(id)}/status`, { method: 'PATCH', body }, orderData),

    /** PUT /orders/{id}/confirm-items: the actual amounts; the order priced again. */
    confirmItems: (id: string, body: ConfirmItemsInput) =>
      http.request(`${base(id)}/confirm-items`, { method: 'PUT', body }, orderData),

    /** POST /orders/{id}/payments; one `idempotencyKey` per submission records it once. */
    addPayment: (id: string, body: PaymentPayload, options: { idempotencyKey?: string } = {}) =>
      http.request(
        `${base(id)}/payments`,
        {
          method: 'POST',
          body,
          ...(options.idempotencyKey
            ? { headers: { 'idempotency-key': options.idempotencyKey } }
            : {}),
        },
        orderData,
      ),

    /**
     * POST /orders/{id}/send-bank-details: the account and what the order has due (plus the extra
     * items about to be added), to the customer's address by e-mail (or the outbox). `data`:
     * `sentVia` (null when only kept), `details`, `bankDetails`; the envelope's `warning` says
     * why it was not sent.
     */
    sendBankDetails: (id: string, body: BankDetailsMailInput = {}) =>
      http.request(`${base(id)}/send-bank-details`, { method: 'POST', body }, bankDetailsDelivery),

    /** POST /orders/{id}/send-receipt: to the customer's own e-mail (`email`, if sent, must be it). */
    sendReceipt: (id: string, body: OrderMailInput = {}) =>
      http.request(`${base(id)}/send-receipt`, { method: 'POST', body }, mailResult),

    /** GET /orders/{id}/status-history: the status moves, oldest first, with who and when. */
    statusHistory: (id: string, options: { signal?: AbortSignal } = {}) =>
      http.request(`${base(id)}/status-history`, { signal: options.signal }, statusHistory),

    /**
     * GET /orders/ready: the bags waiting to be collected, oldest first; `search` is an order
     * number or a phone, as a scanner types it (decision 025).
     */
    ready: (query: Partial<ReadyListQuery> = {}, options: { signal?: AbortSignal } = {}) =>
      http.request('/orders/ready', { query: { ...query }, signal: options.signal }, readyList),

    /**
     * POST /orders/{id}/handover: the balance (the payment dialog's payload, when one is due)
     * and the move to collected or delivered, in one step; one `idempotencyKey` per submission.
     */
    handover: (id: string, body: HandoverInput, options: { idempotencyKey?: string } = {}) =>
      http.request(
        `${base(id)}/handover`,
        {
          method: 'POST',
          body,
          ...(options.idempotencyKey
            ? { headers: { 'idempotency-key': options.idempotencyKey } }
            : {}),
        },
        orderData,
      ),

    /** GET /orders/{id}/receipt: the order with the business and its bank account. */
    receipt: (id: string) => http.request(`${base(id)}/receipt`, {}, receipt),
  };
}

export type OrderLifecycleApi = ReturnType<typeof createOrderLifecycleApi>;
