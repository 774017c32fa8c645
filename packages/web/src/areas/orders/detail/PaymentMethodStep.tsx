import { cashChangeCents, dueNowCents, type PaymentMethod } from '@laundry/domain';
import { SegmentedControl, TextArea } from '@laundry/ui';
import { Banknote, Landmark } from 'lucide-react';
import { ExtraItemsPicker } from './ExtraItemsPicker';
import { PaymentAmountFields } from './PaymentAmountFields';
import type { PaymentFlow } from './usePaymentFlow';

const methodOptions = [
  { value: 'cash', label: 'Cash', icon: <Banknote /> },
  { value: 'bank_transfer', label: 'Bank Transfer', icon: <Landmark /> },
] as const;

/**
 * The payment's first step: the method, the amount (and for cash what was tendered and the
 * change), extra items and notes. Enter in an amount completes a cash payment or goes on to the
 * transfer's next step.
 */
export function PaymentMethodStep({ flow }: { flow: PaymentFlow }) {
  const { context, editable, send } = flow;
  const disabled = !editable;
  return (
    <>
      <SegmentedControl
        label="Payment method"
        fullWidth
        options={methodOptions}
        value={context.method}
        disabled={disabled}
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
        disabled={disabled}
        onAmount={(cents, issue) => send({ type: 'payment.amount', cents, issue })}
        onTendered={(cents, issue) => send({ type: 'payment.tendered', cents, issue })}
        onSubmit={context.method === 'cash' ? flow.submit : () => send({ type: 'payment.next' })}
      />
      <ExtraItemsPicker
        items={context.extraItems}
        disabled={disabled}
        onAdd={(item) => send({ type: 'payment.extra.add', item })}
        onRemove={(index) => send({ type: 'payment.extra.remove', index })}
      />
      <TextArea
        label="Notes (optional)"
        rows={2}
        value={context.notes}
        disabled={disabled}
        onChange={(event) => send({ type: 'payment.notes', value: event.target.value })}
      />
    </>
  );
}
