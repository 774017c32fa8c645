import { newIdempotencyKey } from '@laundry/api-client';
import {
  formatCurrency,
  HANDOVER_MESSAGES,
  type Order,
  orderBalanceDue,
  orderStatusLabel,
} from '@laundry/domain';
import { Alert, Button, Dialog, Inline, Skeleton, Stack, useToast } from '@laundry/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../app/errors';
import { QueryState } from '../../../app/QueryState';
import { useApiClient } from '../../../app/services';
import { PaymentDialog } from '../detail/PaymentDialog';
import { useOrder, useRefreshOrder } from '../detail/queries';

/**
 * The one-step handover (issue 26, decisions 025 and 030) of the order `orderId`: with a balance
 * due, the payment dialog takes it (cash tendered and change) and hands the bag over in the same
 * call; with nothing due, one confirm. Render it only while open.
 */
export function HandoverDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const query = useOrder(orderId);
  if (query.data && orderBalanceDue(query.data) > 0)
    return <PaymentDialog order={query.data} onClose={onClose} handover />;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Hand Over"
      description={query.data ? `Order ${query.data.orderNumber}` : 'Loading the order'}
    >
      <QueryState
        query={query}
        loading={{ label: 'Loading the order', skeleton: <Skeleton height={96} /> }}
        failure={{ fallback: 'Failed to fetch order details' }}
      >
        {(order) => <PaidHandover order={order} onClose={onClose} />}
      </QueryState>
    </Dialog>
  );
}

/** Nothing due: who takes which bag from where, and one button (focused: Enter hands it over). */
function PaidHandover({ order, onClose }: { order: Order; onClose: () => void }) {
  const client = useApiClient();
  const refresh = useRefreshOrder();
  const { toast } = useToast();
  const handover = useMutation({
    mutationFn: (idempotencyKey: string) =>
      client.orders.handover(order._id, { notes: undefined }, { idempotencyKey }),
    onSuccess: (result) => {
      void refresh(result.data.order);
      toast({ title: HANDOVER_MESSAGES.handedOver, tone: 'success' });
      onClose();
    },
  });
  return (
    <Stack gap="md">
      <p>
        {order.customerInfo.name} · {formatCurrency(order.totalAmount)} · ✓ Fully Paid
      </p>
      <p>
        Shelf slot: <strong>{order.shelfSlot ?? 'not recorded'}</strong> · Status:{' '}
        {orderStatusLabel(order.status)}
      </p>
      {handover.isError ? (
        <Alert tone="danger">{errorMessage(handover.error, HANDOVER_MESSAGES.notReady)}</Alert>
      ) : null}
      <Inline gap="sm" justify="end">
        <Button variant="secondary" onClick={onClose} disabled={handover.isPending}>
          Cancel
        </Button>
        <Button
          autoFocus
          loading={handover.isPending}
          onClick={() => handover.mutate(newIdempotencyKey())}
        >
          Hand Over
        </Button>
      </Inline>
    </Stack>
  );
}
