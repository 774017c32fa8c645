import { centsToRupees, formatCurrency, type Order, tillMessages } from '@laundry/domain';
import { Alert, Dialog, Stack } from '@laundry/ui';
import { useState } from 'react';
import { OpenTillButton, TILL_OPENED_TRY_AGAIN } from '../../till';
import { priceBreakdown } from './display';
import * as styles from './PaymentDialog.css';
import { PaymentFooter } from './PaymentFooter';
import { PaymentMethodStep } from './PaymentMethodStep';
import { BankDetailsStep, TransactionStep } from './PaymentSteps';
import { PriceBreakdown } from './PriceBreakdown';
import { PAYMENT_STEPS, usePaymentFlow } from './usePaymentFlow';

/**
 * Cash refused for want of an open till (issue 23), said at the top of the dialog where the eye
 * is, with "Open till" focused (issue 37); once opened, that is the one message left.
 */
function TillRefusal({ message }: { message: string }) {
  const [opened, setOpened] = useState(false);
  if (opened) return <Alert tone="success">{TILL_OPENED_TRY_AGAIN}</Alert>;
  return (
    <Alert tone="danger" action={<OpenTillButton focus onOpened={() => setOpened(true)} />}>
      {message}
    </Alert>
  );
}

/**
 * 'Process Payment' (spec part 2 §2.2) bound to the domain's payment machine (usePaymentFlow):
 * cash (tendered and change), or a bank transfer through the bank-details and transaction-id
 * steps; the whole balance or a part of it; extra items; one Idempotency-Key per submission. Enter
 * in a field does the main action; each step puts the focus on its input. Render it only while
 * open; once paid, focus goes to `afterPaid` (the next thing a cashier does) when it gives an
 * element. With `handover` the same steps take the balance of a ready order and hand it over in
 * one call (decision 030).
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
  const flow = usePaymentFlow(order, handover, onClose);
  const { context, snapshot, step, send } = flow;
  const failed = snapshot.hasTag('failed') && context.error;
  const noTill = failed && context.error === tillMessages.notOpen;
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!flow.busy}
      returnFocusTo={flow.done ? afterPaid : undefined}
      title={handover ? 'Hand Over' : 'Process Payment'}
      description={`Order ${order.orderNumber} · ${order.customerInfo.name}`}
      footer={<PaymentFooter flow={flow} handover={handover} onCancel={onClose} />}
    >
      <Stack gap="md">
        {/* Cash needs an open till (issue 23): open it here, then complete the payment again. */}
        {noTill && context.error ? <TillRefusal message={context.error} /> : null}
        <ol className={styles.steps} aria-label="Payment steps">
          {PAYMENT_STEPS.filter(
            ([key]) => context.method === 'bank_transfer' || key === 'method',
          ).map(([key, label], index) => (
            <li
              key={key}
              className={step === key ? styles.stepCurrent : undefined}
              aria-current={step === key ? 'step' : undefined}
            >
              {index + 1}. {label}
            </li>
          ))}
        </ol>
        <PriceBreakdown lines={priceBreakdown(order)} />
        <div className={styles.amount}>
          <span>Amount to pay</span>
          <span>{formatCurrency(flow.amount)}</span>
        </div>
        {flow.leftDueCents > 0 && flow.amountCents > 0 ? (
          <p className={styles.leftDue}>
            Still due after this payment: {formatCurrency(centsToRupees(flow.leftDueCents))}
          </p>
        ) : null}
        {step === 'method' ? <PaymentMethodStep flow={flow} /> : null}
        {step === 'bank_details' ? (
          <BankDetailsStep
            orderNumber={order.orderNumber}
            bank={flow.bank}
            loading={flow.bankLoading}
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
            onSubmit={flow.submit}
            onResend={() => send({ type: 'payment.sendBankDetails' })}
          />
        ) : null}
        {failed && !noTill ? <Alert tone="danger">{context.error}</Alert> : null}
      </Stack>
    </Dialog>
  );
}
