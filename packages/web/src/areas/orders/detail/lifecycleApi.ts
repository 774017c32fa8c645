import type { ApiClient } from '@laundry/api-client';
import type {
  BankDetailsMailInput,
  ConfirmItemsInput,
  PaymentPayload,
  StatusUpdate,
} from '@laundry/domain';

/**
 * The order-lifecycle calls as the detail page's dialogs use them: the client's `api.orders`
 * methods with the dialogs' argument shapes (an amount, an address, a submission's key).
 */
export function lifecycleApi(client: ApiClient) {
  const orders = client.orders;
  return {
    updateStatus: (id: string, body: { status: string; shelfSlot?: string; notes?: string }) =>
      orders.updateStatus(id, body as StatusUpdate),
    confirmItems: (id: string, body: ConfirmItemsInput) => orders.confirmItems(id, body),
    addPayment: (id: string, payload: PaymentPayload, idempotencyKey: string) =>
      orders.addPayment(id, payload, { idempotencyKey }),
    sendBankDetails: (id: string, body: Pick<BankDetailsMailInput, 'amount' | 'extraCharges'>) =>
      orders.sendBankDetails(id, body),
    sendReceipt: (id: string, email: string) => orders.sendReceipt(id, { email }),
  };
}
