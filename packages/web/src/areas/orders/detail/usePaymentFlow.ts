import { newIdempotencyKey } from '@laundry/api-client';
import {
  centsToRupees,
  confirmOrderOf,
  dueNowCents,
  HANDOVER_MESSAGES,
  type Order,
  orderBalanceDue,
  PAYMENT_MESSAGES,
  paymentAmountCents,
  paymentIssues,
  paymentModalMachine,
  rupeesToCents,
} from '@laundry/domain';
import { useToast } from '@laundry/ui';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../../app/services';
import { orderReceiptQuery } from '../queries';
import { lifecycleApi } from './lifecycleApi';
import { useRefreshOrder } from './queries';

export const PAYMENT_STEPS = [
  ['method', 'Method'],
  ['bank_details', 'Bank Details'],
  ['transaction_id', 'Transaction ID'],
] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number][0];

/**
 * The domain's payment machine bound to the API for one order: the bank-details mail and the
 * payment (or, with `handover`, the payment and the handover in one call) as its actors, the
 * shop's bank details read once a transfer is chosen, and on success the order refreshed, the
 * toast shown and `onClose` called. What the dialog shows is derived here, once.
 */
export function usePaymentFlow(order: Order, handover: boolean, onClose: () => void) {
  const client = useApiClient();
  const api = lifecycleApi(client);
  const refresh = useRefreshOrder();
  const { toast } = useToast();
  // The answer is the paid order: the page shows it as the dialog closes, not after a new read.
  const paid = useRef<Order | null>(null);
  const [machine] = useState(() =>
    paymentModalMachine.provide({
      actors: {
        sendBankDetails: fromPromise(async ({ input }) => {
          const result = await api.sendBankDetails(order._id, input);
          return { message: result.message, warning: result.warning ?? null };
        }),
        addPayment: fromPromise(async ({ input }) => {
          const result = await (handover
            ? client.orders.handover(
                order._id,
                { payment: input.payload, notes: undefined },
                { idempotencyKey: input.idempotencyKey },
              )
            : api.addPayment(order._id, input.payload, input.idempotencyKey));
          paid.current = result.data.order;
          return result;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    // The order as its pricing pipeline reads it: extra items carry its tax, as the server charges.
    input: {
      balanceCents: rupeesToCents(orderBalanceDue(order)),
      pricingOrder: confirmOrderOf(order),
    },
  });
  const { context } = snapshot;
  const done = snapshot.status === 'done';
  const bankQuery = useQuery({
    ...orderReceiptQuery(client, order._id),
    enabled: context.method === 'bank_transfer',
  });

  useEffect(() => {
    if (!done) return;
    void refresh(paid.current ?? undefined);
    toast({
      title: handover ? HANDOVER_MESSAGES.handedOver : PAYMENT_MESSAGES.added,
      tone: 'success',
    });
    onClose();
  }, [done, refresh, toast, onClose, handover]);

  const amountCents = paymentAmountCents(context);
  return {
    snapshot,
    send,
    context,
    done,
    busy: snapshot.hasTag('busy'),
    editable: snapshot.hasTag('editable'),
    submitting: snapshot.hasTag('submitting'),
    step: PAYMENT_STEPS.find(([key]) => snapshot.hasTag(`step.${key}`))?.[0],
    bank: bankQuery.data?.receipt.business.bankDetails ?? null,
    bankLoading: bankQuery.isPending,
    amountCents,
    amount: centsToRupees(amountCents),
    /** Why the amount cannot be paid (negative, too many decimals, more than due), or null. */
    amountIssue: paymentIssues(context).amount,
    leftDueCents: dueNowCents(context) - amountCents,
    submit: () => send({ type: 'payment.submit', idempotencyKey: newIdempotencyKey() }),
  };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
