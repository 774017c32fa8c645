import type { Service } from '@laundry/domain';
import { Copy, Eye, Pencil, Power, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '../../app/lists/RowActionsMenu';

export interface ServiceActionHandlers {
  onDuplicate: (service: Service) => void;
  onToggleStatus: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** A row's actions (spec part 2 §2.8): View, Edit, Duplicate, Activate/Deactivate, Delete. */
export function ServiceActionsMenu({
  service,
  onDuplicate,
  onToggleStatus,
  onDelete,
}: ServiceActionHandlers & { service: Service }) {
  return (
    <RowActionsMenu
      label={`Actions for ${service.name}`}
      actions={[
        { label: 'View', icon: <Eye />, to: `/services/${service._id}` },
        { label: 'Edit', icon: <Pencil />, to: `/services/edit/${service._id}` },
        { label: 'Duplicate', icon: <Copy />, onSelect: () => onDuplicate(service) },
        {
          label: service.isActive ? 'Deactivate' : 'Activate',
          icon: <Power />,
          onSelect: () => onToggleStatus(service),
        },
        { label: 'Delete', icon: <Trash2 />, onSelect: () => onDelete(service), danger: true },
      ]}
    />
  );
}
