import {
  centsToRupees,
  formatCurrency,
  type Order,
  type OrderPayment,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  type RefundMethod,
  refundFormSchema,
  refundMessages,
  rupeesToCents,
  SUCCESS_AUTO_CLOSE_MS,
} from '@laundry/domain';
import { Alert, SegmentedControl, TextArea, useToast } from '@laundry/ui';
import { Banknote, Landmark } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormFields';
import { useSchemaForm } from '../../../app/forms/useSchemaForm';
import { useApiClient } from '../../../app/services';
import { paymentMethodLabel } from './display';
import { useRefreshOrder } from './queries';
import { refundablePayment } from './refunds';

const methodIcons: Record<RefundMethod, ReactNode> = {
  cash: <Banknote />,
  bank_transfer: <Landmark />,
};
const methodOptions = REFUND_METHODS.map((method) => ({
  value: method,
  label: REFUND_METHOD_LABELS[method],
  icon: methodIcons[method],
}));

/**
 * 'Refund' on a completed payment (issue 21, admins): amount (at most what is left of the
 * payment, previewed with the server's own rule), method and reason, one Idempotency-Key per
 * submission; on success the message in the dialog, which closes after 1.5 s, and a toast.
 * Render it only while open.
 */
export function RefundDialog({
  order,
  payment,
  onClose,
}: {
  order: Order;
  payment: OrderPayment;
  onClose: () => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshOrder();
  const { toast } = useToast();
  const refundable = refundablePayment(order, payment);
  // The schema is built once: it holds what was left when the dialog opened.
  const [schema] = useState(() =>
    refundFormSchema(refundable.payment, rupeesToCents(order.paidAmount)),
  );
  const suggestedCents = Math.min(
    refundable.leftCents,
    rupeesToCents(order.refundDueAmount) || refundable.leftCents,
  );
  const state = useSchemaForm({
    schema,
    defaultValues: {
      amount: String(centsToRupees(suggestedCents)),
      method: (payment.method === 'bank_transfer' ? 'bank_transfer' : 'cash') as RefundMethod,
      reason: '',
    },
    submit: (values, { idempotencyKey }) =>
      client.orders.refundPayment(order._id, payment._id, values, { idempotencyKey }),
    onSuccess: (result) => {
      void refresh(result.data.order);
      toast({ title: result.message ?? refundMessages.created, tone: 'success' });
    },
    // The spec's dialogs show the message and close after 1.5 s; the toast stays after it.
    success: { kind: 'dialog', close: onClose, delayMs: SUCCESS_AUTO_CLOSE_MS },
    successMessage: refundMessages.created,
    failureMessage: refundMessages.failed,
    validation: 'submit',
  });
  const { form, locked } = state;
  const { errors } = form.formState;
  return (
    <FormDialog
      title="Refund Payment"
      description={`Order ${order.orderNumber} · ${order.customerInfo.name}`}
      formLabel="Refund payment"
      submitLabel="Refund"
      submitVariant="danger"
      state={state}
      onClose={onClose}
    >
      <Alert tone="info">
        {`${paymentMethodLabel(payment.method)} payment of ${formatCurrency(payment.amount)}: ${formatCurrency(centsToRupees(refundable.leftCents))} can still be refunded.`}
        {order.refundDueAmount > 0
          ? ` Refund due on this order: ${formatCurrency(order.refundDueAmount)}.`
          : ''}
      </Alert>
      <FormTextField
        form={form}
        name="amount"
        label="Refund Amount (LKR)"
        inputMode="decimal"
        required
        disabled={locked}
      />
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <SegmentedControl
            label="Refund method"
            fullWidth
            options={methodOptions}
            value={field.value as RefundMethod}
            disabled={locked}
            onValueChange={field.onChange}
          />
        )}
      />
      <TextArea
        label="Reason"
        rows={3}
        required
        disabled={locked}
        {...form.register('reason')}
        error={errors.reason?.message}
      />
    </FormDialog>
  );
}
