import type { OrderStatus, OrderSummary } from '@laundry/domain';
import { orderBalanceDue } from '@laundry/domain';
import { DropdownMenu, IconButton, Inline } from '@laundry/ui';
import { CreditCard, Eye, MoreHorizontal, Pencil, Printer, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  const label = `Actions for order ${order.orderNumber}`;
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
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <IconButton label={label} icon={<MoreHorizontal />} size="sm" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content aria-label={label}>
          <DropdownMenu.Item icon={<Eye />} onSelect={() => navigate(`/orders/${order._id}`)}>
            View
          </DropdownMenu.Item>
          {orderBalanceDue(order) > 0 ? (
            <DropdownMenu.Item
              icon={<CreditCard />}
              onSelect={() => navigate(`/orders/${order._id}`, { state: { openPayment: true } })}
            >
              Take Payment
            </DropdownMenu.Item>
          ) : null}
          {permissions.canUpdate && order.isEditable ? (
            <DropdownMenu.Item
              icon={<Pencil />}
              onSelect={() => navigate(`/orders/edit/${order._id}`)}
            >
              Edit
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item icon={<Printer />} onSelect={() => onPrint(order)}>
            Print
          </DropdownMenu.Item>
          {permissions.canDelete ? (
            <>
              <DropdownMenu.Separator />
              <DropdownMenu.Item icon={<Trash2 />} tone="danger" onSelect={() => onDelete(order)}>
                Delete
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Inline>
  );
}
