import { newIdempotencyKey } from '@laundry/api-client';
import {
  centsToRupees,
  confirmOrderOf,
  formatCurrency,
  type Order,
  orderBalanceDue,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  paymentAmountCents,
  paymentModalMachine,
  rupeesToCents,
  tillMessages,
} from '@laundry/domain';
import { Alert, Button, Dialog, SegmentedControl, Stack, TextArea, useToast } from '@laundry/ui';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Banknote, Landmark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../../app/services';
import { OpenTillButton } from '../../till/OpenTillButton';

import { priceBreakdown } from './display';
import { ExtraItemsPicker } from './ExtraItemsPicker';
import { lifecycleApi } from './lifecycleApi';
import * as styles from './PaymentDialog.css';
import { BankDetailsStep, TransactionStep } from './PaymentSteps';
import { PriceBreakdown } from './PriceBreakdown';
import { orderDetailKeys, useRefreshOrder } from './queries';

const methodOptions = [
  { value: 'cash', label: 'Cash', icon: <Banknote /> },
  { value: 'bank_transfer', label: 'Bank Transfer', icon: <Landmark /> },
] as const;

const STEP_NAMES = [
  ['method', 'Method'],
  ['bank_details', 'Bank Details'],
  ['transaction_id', 'Transaction ID'],
] as const;

/**
 * 'Process Payment' (spec part 2 §2.2) bound to the domain's payment machine: cash, or a bank
 * transfer through the bank-details and transaction-id steps; extra items; one Idempotency-Key per
 * submission. Render it only while open.
 */
export function PaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const client = useApiClient();
  const api = lifecycleApi(client);
  const refresh = useRefreshOrder();
  const { toast } = useToast();
  const [machine] = useState(() =>
    paymentModalMachine.provide({
      actors: {
        sendBankDetails: fromPromise(async ({ input }) => {
          const result = await api.sendBankDetails(order._id, input);
          return { message: result.message, warning: result.warning ?? null };
        }),
        addPayment: fromPromise(({ input }) =>
          api.addPayment(order._id, input.payload, input.idempotencyKey),
        ),
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
  const busy = snapshot.hasTag('busy');
  const editable = snapshot.hasTag('editable');
  const step = STEP_NAMES.find(([key]) => snapshot.hasTag(`step.${key}`))?.[0];
  const done = snapshot.status === 'done';
  const bankQuery = useQuery({
    queryKey: orderDetailKeys.receipt(order._id),
    queryFn: async () => (await api.receipt(order._id)).data,
    enabled: context.method === 'bank_transfer',
    retry: false,
  });
  const bank = bankQuery.data?.receipt.business.bankDetails ?? null;

  useEffect(() => {
    if (!done) return;
    void refresh();
    toast({ title: PAYMENT_MESSAGES.added, tone: 'success' });
    onClose();
  }, [done, refresh, toast, onClose]);

  const amount = centsToRupees(paymentAmountCents(context));
  const submit = () => send({ type: 'payment.submit', idempotencyKey: newIdempotencyKey() });

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!busy}
      title="Process Payment"
      description={`Order ${order.orderNumber} · ${order.customerInfo.name}`}
      footer={
        <>
          {step === 'method' ? (
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => send({ type: 'payment.back' })}
              disabled={busy}
            >
              Back
            </Button>
          )}
          {step === 'method' && context.method === 'bank_transfer' ? (
            <Button onClick={() => send({ type: 'payment.next' })}>Next</Button>
          ) : null}
          {step === 'bank_details' ? (
            <Button onClick={() => send({ type: 'payment.next' })} disabled={busy}>
              Next
            </Button>
          ) : null}
          {(step === 'method' && context.method === 'cash') || step === 'transaction_id' ? (
            <Button onClick={submit} loading={snapshot.hasTag('submitting')}>
              Complete Payment ({formatCurrency(amount)})
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="md">
        <ol className={styles.steps} aria-label="Payment steps">
          {STEP_NAMES.filter(([key]) => context.method === 'bank_transfer' || key === 'method').map(
            ([key, label], index) => (
              <li
                key={key}
                className={step === key ? styles.stepCurrent : undefined}
                aria-current={step === key ? 'step' : undefined}
              >
                {index + 1}. {label}
              </li>
            ),
          )}
        </ol>
        <PriceBreakdown lines={priceBreakdown(order)} />
        <div className={styles.amount}>
          <span>Amount to pay</span>
          <span>{formatCurrency(amount)}</span>
        </div>
        {step === 'method' ? (
          <>
            <SegmentedControl
              label="Payment method"
              fullWidth
              options={methodOptions}
              value={context.method}
              disabled={!editable}
              onValueChange={(method: PaymentMethod) => send({ type: 'payment.method', method })}
            />
            <ExtraItemsPicker
              items={context.extraItems}
              disabled={!editable}
              onAdd={(item) => send({ type: 'payment.extra.add', item })}
              onRemove={(index) => send({ type: 'payment.extra.remove', index })}
            />
            <TextArea
              label="Notes (optional)"
              rows={2}
              value={context.notes}
              disabled={!editable}
              onChange={(event) => send({ type: 'payment.notes', value: event.target.value })}
            />
          </>
        ) : null}
        {step === 'bank_details' ? (
          <BankDetailsStep
            orderNumber={order.orderNumber}
            bank={bank}
            loading={bankQuery.isPending}
            sending={snapshot.hasTag('sending')}
            hasEmail={Boolean(order.customerInfo.email || order.customer.email)}
            onSend={() => send({ type: 'payment.sendBankDetails' })}
          />
        ) : null}
        {step === 'transaction_id' ? (
          <TransactionStep
            value={context.transactionId}
            error={context.transactionIdError}
            notice={context.bankNotice}
            onChange={(value) => send({ type: 'payment.transactionId', value })}
            onResend={() => send({ type: 'payment.sendBankDetails' })}
          />
        ) : null}
        {snapshot.hasTag('failed') && context.error ? (
          <Alert tone="danger">{context.error}</Alert>
        ) : null}
        {/* Cash needs an open till (issue 23): open it here, then complete the payment again. */}
        {snapshot.hasTag('failed') && context.error === tillMessages.notOpen ? (
          <OpenTillButton />
        ) : null}
      </Stack>
    </Dialog>
  );
}
