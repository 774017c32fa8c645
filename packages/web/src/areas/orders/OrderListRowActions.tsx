import type { OrderStatus, OrderSummary } from '@laundry/domain';
import { orderBalanceDue } from '@laundry/domain';
import { Inline } from '@laundry/ui';
import { CreditCard, Eye, Pencil, Printer, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '../../app/lists/RowActionsMenu';
import { NextStatusButton } from './NextStatusButton';

export interface OrderPermissions {
  canUpdate: boolean;
  canDelete: boolean;
}

export interface OrderRowActionHandlers {
  permissions: OrderPermissions;
  onPrint: (order: OrderSummary) => void;
  onDelete: (order: OrderSummary) => void;
  /** A ready order's handover (its balance first): the list opens the handover dialog. */
  onHandover: (order: OrderSummary) => void;
  /** Services Complete asks for the shelf slot first: the list opens the slot dialog. */
  onComplete: (order: OrderSummary) => void;
}

/**
 * An order's row actions (spec part 2 §2.1), after the one next step as its own button for those
 * who may move orders (issue 26, decision 030; the server works the step out; Alt+N presses it
 * while the focus is in the row): View; Take Payment only while a balance is due (on
 * the detail page, which opens its payment modal); Edit only when the order can still be edited;
 * Print; Delete for those allowed (admin).
 */
export function OrderRowActions({
  order,
  permissions,
  onPrint,
  onDelete,
  onHandover,
  onComplete,
}: OrderRowActionHandlers & { order: OrderSummary }) {
  return (
    <Inline gap="xs" justify="end" wrap={false}>
      {permissions.canUpdate ? (
        <NextStatusButton
          orderId={order._id}
          orderNumber={order.orderNumber}
          next={order.nextStatus as OrderStatus | null}
          onHandover={() => onHandover(order)}
          onComplete={() => onComplete(order)}
          variant="secondary"
          shortcut="row"
          compact
        />
      ) : null}
      <RowActionsMenu
        label={`Actions for order ${order.orderNumber}`}
        actions={[
          { label: 'View', icon: <Eye />, to: `/orders/${order._id}` },
          {
            label: 'Take Payment',
            icon: <CreditCard />,
            to: `/orders/${order._id}`,
            state: { openPayment: true },
            when: orderBalanceDue(order) > 0,
          },
          {
            label: 'Edit',
            icon: <Pencil />,
            to: `/orders/edit/${order._id}`,
            when: permissions.canUpdate && order.isEditable,
          },
          { label: 'Print', icon: <Printer />, onSelect: () => onPrint(order) },
          {
            label: 'Delete',
            icon: <Trash2 />,
            onSelect: () => onDelete(order),
            when: permissions.canDelete,
            danger: true,
          },
        ]}
      />
    </Inline>
  );
}
