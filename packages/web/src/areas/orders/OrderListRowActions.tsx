import type { OrderSummary } from '@laundry/domain';
import { orderBalanceDue } from '@laundry/domain';
import { DropdownMenu, IconButton } from '@laundry/ui';
import { CreditCard, Eye, MoreHorizontal, Pencil, Printer, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';

export interface OrderPermissions {
  canUpdate: boolean;
  canDelete: boolean;
}

export interface OrderRowActionHandlers {
  permissions: OrderPermissions;
  onPrint: (order: OrderSummary) => void;
  onDelete: (order: OrderSummary) => void;
}

/**
 * An order's row actions (spec part 2 §2.1): View; Take Payment only while a balance is due (on
 * the detail page, which opens its payment modal); Edit only when the order can still be edited;
 * Print; Delete for those allowed (admin).
 */
export function OrderRowActions({
  order,
  permissions,
  onPrint,
  onDelete,
}: OrderRowActionHandlers & { order: OrderSummary }) {
  const navigate = useNavigate();
  const label = `Actions for order ${order.orderNumber}`;
  return (
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
  );
}
