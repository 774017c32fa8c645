import { newIdempotencyKey } from '@laundry/api-client';
import {
  buildOrderPayload,
  type OrderFormCustomer,
  type OrderFormValues,
  orderMessages,
  type SubmitOrderResult,
} from '@laundry/domain';
import { useToast } from '@laundry/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../app/services';
import { customerKeys } from '../../customers';
import { useRefreshOrder } from '../detail/queries';
import { orderKeys } from '../queries';

export interface SubmitTarget {
  mode: 'create' | 'edit';
  /** Edit: the order and the version it was loaded at (a stale one gets 409). */
  orderId?: string;
  version?: number;
}

/**
 * Saves the order for the form's machine. A create sends one Idempotency-Key per submission: a
 * double click, a retry after a failure or a resend of the same values reuses it, so the server
 * creates one order; changed values are a new submission with a new key. On success: the
 * server's message as a toast and the saved order's page, shown from the answer.
 */
export function useSubmitOrder(target: SubmitTarget) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refreshOrders = useRefreshOrder();
  const navigate = useNavigate();
  const { toast } = useToast();
  const submission = useRef<{ key: string; values: OrderFormValues } | null>(null);

  /** The key of a submission of `values`: the last one's while the values are the same. */
  function keyFor(values: OrderFormValues): string {
    if (submission.current?.values !== values) {
      submission.current = { key: newIdempotencyKey(), values };
    }
    return submission.current.key;
  }

  async function submit({
    customer,
    values,
  }: {
    customer: OrderFormCustomer;
    values: OrderFormValues;
  }): Promise<SubmitOrderResult> {
    const payload = buildOrderPayload(customer, values);
    const result =
      target.mode === 'edit' && target.orderId
        ? await client.orders.update(target.orderId, { ...payload, version: target.version })
        : await client.orders.create(payload, { idempotencyKey: keyFor(values) });
    const order = result.data.order;
    toast({
      title:
        result.message ?? (target.mode === 'edit' ? orderMessages.updated : orderMessages.created),
      tone: 'success',
    });
    // The answer is the order as its page reads it: the page is drawn from it without reading it
    // again, in one render rather than the router's interruptible one (a slow counter PC finishes
    // it sooner). A new order's page offers to print its bag tags (issue 25).
    queryClient.setQueryData(orderKeys.detail(order._id), order);
    await navigate(`/orders/${encodeURIComponent(order._id)}`, {
      state: target.mode === 'edit' ? null : { created: true },
      flushSync: true,
    });
    // The other queries are refreshed once the form is gone: before, the form's own (the edit's
    // order, the customer search, the discount) would be fetched again for a form about to close.
    void refreshOrders(order);
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    return { orderId: order._id };
  }

  return submit;
}
