import type { Order } from '@laundry/domain';
import { canConfirmItems, canEditOrder } from '@laundry/domain';
import { Button, useToast } from '@laundry/ui';
import { ClipboardCheck, Copy, CreditCard, Lock, Pencil, Printer, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { orderSummaryText } from './orderTexts';
import { useCopy } from './useCopy';

export type OrderDialog = 'confirm' | 'payment' | 'receipt' | 'delete';

/**
 * The header actions of spec part 2 §2.6, each shown by the rule that allows it: Confirm Items
 * and Edit by the domain's lifecycle, Process Payment while something is due, Delete for admins.
 */
export function OrderActions({
  order,
  canDelete,
  onOpen,
}: {
  order: Order;
  canDelete: boolean;
  onOpen: (dialog: OrderDialog) => void;
}) {
  const copy = useCopy();
  const { toast } = useToast();
  const editability = canEditOrder(order);
  return (
    <>
      {canConfirmItems(order) ? (
        <Button iconStart={<ClipboardCheck />} onClick={() => onOpen('confirm')}>
          Confirm Items
        </Button>
      ) : null}
      {order.balanceAmount > 0 ? (
        <Button iconStart={<CreditCard />} onClick={() => onOpen('payment')}>
          Process Payment
        </Button>
      ) : null}
      <Button variant="secondary" iconStart={<Printer />} onClick={() => onOpen('receipt')}>
        Print Receipt
      </Button>
      {editability.editable ? (
        <Button asChild variant="secondary" iconStart={<Pencil />}>
          <Link to={`/orders/edit/${order._id}`}>Edit Order</Link>
        </Button>
      ) : (
        <Button
          variant="secondary"
          iconStart={<Lock />}
          aria-disabled
          title={editability.reason}
          // The locked control stays focusable and says why when pressed (spec part 2 §4).
          onClick={() => toast({ title: editability.reason, tone: 'error' })}
        >
          Edit Locked
        </Button>
      )}
      <Button
        variant="secondary"
        iconStart={<Copy />}
        onClick={() => void copy(orderSummaryText(order), 'Order info copied!')}
      >
        Copy Info
      </Button>
      {canDelete ? (
        <Button variant="danger" iconStart={<Trash2 />} onClick={() => onOpen('delete')}>
          Delete Order
        </Button>
      ) : null}
    </>
  );
}
