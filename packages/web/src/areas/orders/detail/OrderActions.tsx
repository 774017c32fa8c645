import type { Order } from '@laundry/domain';
import {
  balanceDueCents,
  lifecycleAllows,
  lifecycleOrderFromApi,
  lifecycleRefusal,
  nextStatus,
} from '@laundry/domain';
import { Button, useToast } from '@laundry/ui';
import {
  ClipboardCheck,
  Copy,
  CreditCard,
  Lock,
  Pencil,
  Printer,
  Tags,
  Trash2,
} from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import { NextStatusButton } from '../NextStatusButton';
import { orderSummaryText } from './orderTexts';
import { useCopy } from './useCopy';

export type OrderDialog =
  | 'confirm'
  | 'payment'
  | 'receipt'
  | 'tags'
  | 'delete'
  | 'handover'
  | 'complete';

/**
 * The header actions of spec part 2 §2.6, each shown when the domain's lifecycle machine allows
 * it (the server asks the same machine): the next status as one button (Alt+N; decision 030),
 * Confirm Items, Process Payment while something is due, Edit (or Edit Locked with the machine's
 * reason); Delete for admins.
 */
export function OrderActions({
  order,
  canDelete,
  canMove,
  onOpen,
  receiptRef,
}: {
  order: Order;
  canDelete: boolean;
  /** Whether the user may move orders on (the orders update right). */
  canMove: boolean;
  onOpen: (dialog: OrderDialog) => void;
  /** Print Receipt, where focus goes once the order is paid. */
  receiptRef?: Ref<HTMLButtonElement>;
}) {
  const copy = useCopy();
  const { toast } = useToast();
  const timeZone = useBusinessTimeZone();
  const lifecycle = lifecycleOrderFromApi(order);
  const editLocked = lifecycleRefusal(lifecycle, { type: 'order.edit' });
  const dueCents = balanceDueCents(lifecycle);
  return (
    <>
      {canMove ? (
        <NextStatusButton
          orderId={order._id}
          orderNumber={order.orderNumber}
          next={nextStatus(lifecycle)}
          onHandover={() => onOpen('handover')}
          onComplete={() => onOpen('complete')}
          shortcut="page"
        />
      ) : null}
      {lifecycleAllows(lifecycle, { type: 'items.confirm' }) ? (
        <Button iconStart={<ClipboardCheck />} onClick={() => onOpen('confirm')}>
          Confirm Items
        </Button>
      ) : null}
      {lifecycleAllows(lifecycle, { type: 'payment.record', amountCents: dueCents }) ? (
        <Button iconStart={<CreditCard />} onClick={() => onOpen('payment')}>
          Process Payment
        </Button>
      ) : null}
      <Button
        ref={receiptRef}
        variant="secondary"
        iconStart={<Printer />}
        onClick={() => onOpen('receipt')}
      >
        Print Receipt
      </Button>
      <Button variant="secondary" iconStart={<Tags />} onClick={() => onOpen('tags')}>
        Print Tags
      </Button>
      {editLocked === null ? (
        <Button asChild variant="secondary" iconStart={<Pencil />}>
          <Link to={`/orders/edit/${order._id}`}>Edit Order</Link>
        </Button>
      ) : (
        <Button
          variant="secondary"
          iconStart={<Lock />}
          aria-disabled
          title={editLocked}
          // The locked control stays focusable and says why when pressed (spec part 2 §4).
          onClick={() => toast({ title: editLocked, tone: 'error' })}
        >
          Edit Locked
        </Button>
      )}
      <Button
        variant="secondary"
        iconStart={<Copy />}
        onClick={() => void copy(orderSummaryText(order, timeZone), 'Order info copied!')}
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
