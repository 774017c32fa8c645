import type { Customer } from '@laundry/domain';
import { Award, Eye, Pencil, ShoppingBag, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '../../app/lists/RowActionsMenu';
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
  return (
    <RowActionsMenu
      label={`Actions for ${customer.fullName}`}
      actions={[
        {
          label: 'Order',
          icon: <ShoppingBag />,
          ...newOrderLink(customer),
          when: permissions.canOrder,
        },
        { label: 'View', icon: <Eye />, to: `/customers/${customer._id}` },
        {
          label: 'Edit',
          icon: <Pencil />,
          to: `/customers/edit/${customer._id}`,
          when: permissions.canUpdate,
        },
        {
          label: 'Manage Loyalty',
          icon: <Award />,
          onSelect: () => onManageLoyalty(customer),
          when: permissions.canUpdate,
        },
        {
          label: 'Delete',
          icon: <Trash2 />,
          onSelect: () => onDelete(customer),
          when: permissions.canDelete,
          danger: true,
        },
      ]}
    />
  );
}
