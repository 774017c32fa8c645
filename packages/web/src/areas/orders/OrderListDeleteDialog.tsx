import { deleteOrderConfirmText, type OrderSummary, orderMessages } from '@laundry/domain';
import { Alert, ConfirmDialog, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors';
import { useApiClient } from '../../app/services';
import { useRefreshOrders } from './queries';

/**
 * Asks before deleting an order (admin only; spec part 2 §2.1 'Delete order {number}? This cannot
 * be undone!'). The server removes its payments with it; the lists and figures are refreshed.
 */
export function OrderListDeleteDialog({
  order,
  onOpenChange,
  onDeleted,
}: {
  order: OrderSummary | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (order: OrderSummary) => void;
}) {
  const client = useApiClient();
  const refresh = useRefreshOrders();
  const { toast } = useToast();
  const removal = useMutation({
    mutationFn: async (target: OrderSummary) => client.orders.remove(target._id),
    onSuccess: (result, target) => {
      void refresh();
      toast({ title: result.message ?? orderMessages.deleted, tone: 'success' });
      onDeleted?.(target);
    },
  });

  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) removal.reset();
        onOpenChange(open);
      }}
      tone="danger"
      title="Delete order?"
      description={order ? deleteOrderConfirmText(order.orderNumber) : ''}
      confirmLabel="Delete"
      busy={removal.isPending}
      onConfirm={() => (order ? removal.mutateAsync(order) : undefined)}
    >
      {removal.isError ? (
        <Alert tone="danger">{errorMessage(removal.error, orderMessages.deleteFailed)}</Alert>
      ) : null}
    </ConfirmDialog>
  );
}
