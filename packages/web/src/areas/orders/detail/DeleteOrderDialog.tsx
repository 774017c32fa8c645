import { type Order, orderMessages } from '@laundry/domain';
import { Alert, ConfirmDialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { useApiClient } from '../../../app/services';
import { useForgetOrder } from './queries';

/**
 * Deleting an order (spec part 2 §4 'Order delete', admin only): a warning that it is permanent;
 * when something was paid, a second, critical confirmation that the payment records go too.
 */
export function DeleteOrderDialog({
  order,
  open,
  onOpenChange,
  onDeleted,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const client = useApiClient();
  const forget = useForgetOrder();
  const { toast } = useToast();
  const [step, setStep] = useState<'warning' | 'payments'>('warning');
  const removal = useMutation({
    mutationFn: () => client.orders.remove(order._id),
    onSuccess: () => {
      void forget(order._id);
      toast({ title: orderMessages.deleted, tone: 'success' });
      onDeleted();
    },
  });
  const hasPayments = order.paidAmount > 0;

  const close = (next: boolean) => {
    if (!next) {
      setStep('warning');
      removal.reset();
    }
    onOpenChange(next);
  };

  const error = removal.isError ? (
    <Alert tone="danger">{errorMessage(removal.error, orderMessages.deleteFailed)}</Alert>
  ) : null;

  if (step === 'payments') {
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        tone="danger"
        title="This order has payments"
        description={`Order ${order.orderNumber} has ${order.payments.length} payment record(s). Deleting it will permanently remove all payment records. Are you absolutely sure?`}
        confirmLabel="Delete Order and Payments"
        busy={removal.isPending}
        onConfirm={() => removal.mutateAsync()}
      >
        {error}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      tone="danger"
      title="Delete order?"
      description={`Delete order ${order.orderNumber}? This will permanently delete the order and cannot be undone!`}
      confirmLabel={hasPayments ? 'Continue' : 'Delete Order'}
      busy={removal.isPending}
      // With payments the first confirm only moves on to the critical second step.
      onConfirm={() => (hasPayments ? setStep('payments') : removal.mutateAsync())}
    >
      {error}
    </ConfirmDialog>
  );
}
