import {
  deleteOrderConfirmText,
  lifecycleOrderFromApi,
  type Order,
  type OrderSummary,
  orderDeleteRefusal,
  orderMessages,
} from '@laundry/domain';
import { Alert, Button, ConfirmDialog, Dialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useForgetOrder, useOrder } from './detail/queries';

/**
 * Deleting an order (spec part 2 §2.1 and §4 'Order delete', admin only), one dialog for the list
 * and the order page: a warning that it is permanent ('Delete order {number}? This cannot be
 * undone!'); when payment records would go with it, a second, critical confirmation. An order
 * that still holds money, has refunds or has cash counted in a closed till (decision 029) is not
 * deleted at all: the dialog says why (the domain's refusal, the server's 409) and offers only
 * Close. It reads the order afresh, so a list row that is out of
 * date cannot hide a payment. Render it with `order` set while open, null while closed.
 */
export function DeleteOrderDialog({
  order,
  onOpenChange,
  onDeleted,
}: {
  order: OrderSummary | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (order: OrderSummary) => void;
}) {
  if (!order) return null;
  return (
    <DeleteOrderSteps
      key={order._id}
      summary={order}
      onOpenChange={onOpenChange}
      onDeleted={onDeleted}
    />
  );
}

function DeleteOrderSteps({
  summary,
  onOpenChange,
  onDeleted,
}: {
  summary: OrderSummary;
  onOpenChange: (open: boolean) => void;
  onDeleted?: ((order: OrderSummary) => void) | undefined;
}) {
  const client = useApiClient();
  const forget = useForgetOrder();
  const { toast } = useToast();
  const detail = useOrder(summary._id);
  const [step, setStep] = useState<'warning' | 'payments'>('warning');
  const removal = useMutation({
    mutationFn: () => client.orders.remove(summary._id),
    onSuccess: (result) => {
      void forget(summary._id);
      toast({ title: result.message ?? orderMessages.deleted, tone: 'success' });
      onDeleted?.(summary);
    },
  });

  const order: Order | undefined = detail.data;
  // The domain's one rule, as the server's 409: money held, refunds, or cash in a closed till.
  const refusal = order
    ? orderDeleteRefusal({
        lifecycle: lifecycleOrderFromApi(order),
        hasRefunds: order.refunds.length > 0,
        inClosedTill: order.inClosedTill === true,
      })
    : null;
  const paymentRecords = order?.payments.length ?? 0;
  const close = (next: boolean) => {
    if (!next) removal.reset();
    onOpenChange(next);
  };
  const error = removal.isError ? (
    <Alert tone="danger">{errorMessage(removal.error, orderMessages.deleteFailed)}</Alert>
  ) : null;

  if (refusal) {
    return (
      <Dialog
        open
        onOpenChange={close}
        size="sm"
        title="Delete order?"
        footer={
          <Button variant="ghost" onClick={() => close(false)}>
            Close
          </Button>
        }
      >
        <Alert tone="danger">{refusal}</Alert>
      </Dialog>
    );
  }

  if (step === 'payments') {
    return (
      <ConfirmDialog
        open
        onOpenChange={close}
        tone="danger"
        title="This order has payments"
        description={`Order ${summary.orderNumber} has ${paymentRecords} payment record(s). Deleting it will permanently remove all payment records. Are you absolutely sure?`}
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
      open
      onOpenChange={close}
      tone="danger"
      title="Delete order?"
      description={deleteOrderConfirmText(summary.orderNumber)}
      confirmLabel={paymentRecords > 0 ? 'Continue' : 'Delete Order'}
      // Until the order is read afresh, nothing is deleted.
      busy={removal.isPending || detail.isPending}
      // With payment records the first confirm only moves on to the critical second step.
      onConfirm={() => (paymentRecords > 0 ? setStep('payments') : removal.mutateAsync())}
    >
      {detail.isError ? (
        <Alert tone="danger">{errorMessage(detail.error, orderMessages.fetchFailed)}</Alert>
      ) : null}
      {error}
    </ConfirmDialog>
  );
}
