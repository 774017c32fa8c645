import { newIdempotencyKey } from '@laundry/api-client';
import {
  cashChangeCents,
  centsToRupees,
  confirmOrderOf,
  dueNowCents,
  formatCurrency,
  HANDOVER_MESSAGES,
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
import { PaymentAmountFields } from './PaymentAmountFields';
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
 * 'Process Payment' (spec part 2 §2.2) bound to the domain's payment machine: cash (tendered and
 * change), or a bank transfer through the bank-details and transaction-id steps; the whole balance
 * or a part of it; extra items; one Idempotency-Key per submission. Enter in a field does the main
 * action; each step puts the focus on its input. Render it only while open; once paid, focus goes
 * to `afterPaid` (the next thing a cashier does) when it gives an element. With `handover` the
 * same steps take the balance of a ready order and hand it over in one call (decision 030).
 */
export function PaymentDialog({
  order,
  onClose,
  afterPaid,
  handover = false,
}: {
  order: Order;
  onClose: () => void;
  afterPaid?: () => HTMLElement | null;
  /** Take the payment through POST /orders/{id}/handover: paid, then collected or delivered. */
  handover?: boolean;
}) {
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
          handover
            ? client.orders.handover(
                order._id,
                { payment: input.payload, notes: undefined },
                { idempotencyKey: input.idempotencyKey },
              )
            : api.addPayment(order._id, input.payload, input.idempotencyKey),
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
    toast({
      title: handover ? HANDOVER_MESSAGES.handedOver : PAYMENT_MESSAGES.added,
      tone: 'success',
    });
    onClose();
  }, [done, refresh, toast, onClose, handover]);

  const amountCents = paymentAmountCents(context);
  const amount = centsToRupees(amountCents);
  const leftDueCents = dueNowCents(context) - amountCents;
  const submit = () => send({ type: 'payment.submit', idempotencyKey: newIdempotencyKey() });

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!busy}
      returnFocusTo={done ? afterPaid : undefined}
      title={handover ? 'Hand Over' : 'Process Payment'}
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
            // The step is read, then passed: focus waits on Next (the mail button is one Tab back).
            <Button autoFocus onClick={() => send({ type: 'payment.next' })} disabled={busy}>
              Next
            </Button>
          ) : null}
          {(step === 'method' && context.method === 'cash') || step === 'transaction_id' ? (
            <Button onClick={submit} loading={snapshot.hasTag('submitting')}>
              {`${handover ? 'Take Payment and Hand Over' : 'Complete Payment'} (${formatCurrency(amount)})`}
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
        {leftDueCents > 0 && amountCents > 0 ? (
          <p className={styles.leftDue}>
            Still due after this payment: {formatCurrency(centsToRupees(leftDueCents))}
          </p>
        ) : null}
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
            <PaymentAmountFields
              method={context.method}
              dueCents={dueNowCents(context)}
              amountCents={context.amountCents}
              tenderedCents={context.tenderedCents}
              changeCents={cashChangeCents(context)}
              amountError={context.amountError}
              tenderedError={context.tenderedError}
              disabled={!editable}
              onAmount={(cents) => send({ type: 'payment.amount', cents })}
              onTendered={(cents) => send({ type: 'payment.tendered', cents })}
              onSubmit={context.method === 'cash' ? submit : () => send({ type: 'payment.next' })}
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
            onSubmit={submit}
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
