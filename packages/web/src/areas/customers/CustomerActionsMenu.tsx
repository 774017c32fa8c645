import type { Customer } from '@laundry/domain';
import { DropdownMenu, IconButton } from '@laundry/ui';
import { Award, Eye, MoreHorizontal, Pencil, ShoppingBag, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { type CustomerPermissions, newOrderLink } from './display';

export interface CustomerActionHandlers {
  onManageLoyalty: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

/** A customer's row actions (spec part 1 §2): Order, View, Edit, Manage Loyalty, Delete. */
export function CustomerActionsMenu({
  customer,
  permissions,
  onManageLoyalty,
  onDelete,
}: CustomerActionHandlers & { customer: Customer; permissions: CustomerPermissions }) {
  const navigate = useNavigate();
  const order = newOrderLink(customer);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton
          label={`Actions for ${customer.fullName}`}
          icon={<MoreHorizontal />}
          size="sm"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label={`Actions for ${customer.fullName}`}>
        {permissions.canOrder ? (
          <DropdownMenu.Item
            icon={<ShoppingBag />}
            onSelect={() => navigate(order.to, { state: order.state })}
          >
            Order
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item icon={<Eye />} onSelect={() => navigate(`/customers/${customer._id}`)}>
          View
        </DropdownMenu.Item>
        {permissions.canUpdate ? (
          <>
            <DropdownMenu.Item
              icon={<Pencil />}
              onSelect={() => navigate(`/customers/edit/${customer._id}`)}
            >
              Edit
            </DropdownMenu.Item>
            <DropdownMenu.Item icon={<Award />} onSelect={() => onManageLoyalty(customer)}>
              Manage Loyalty
            </DropdownMenu.Item>
          </>
        ) : null}
        {permissions.canDelete ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item icon={<Trash2 />} tone="danger" onSelect={() => onDelete(customer)}>
              Delete
            </DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
