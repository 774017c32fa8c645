import type { Service } from '@laundry/domain';
import { DropdownMenu, IconButton } from '@laundry/ui';
import { Copy, Eye, MoreHorizontal, Pencil, Power, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';

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
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton
          label={`Actions for ${service.name}`}
          icon={<MoreHorizontal />}
          variant="ghost"
          size="sm"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label={`Actions for ${service.name}`}>
        <DropdownMenu.Item icon={<Eye />} onSelect={() => navigate(`/services/${service._id}`)}>
          View
        </DropdownMenu.Item>
        <DropdownMenu.Item
          icon={<Pencil />}
          onSelect={() => navigate(`/services/edit/${service._id}`)}
        >
          Edit
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Copy />} onSelect={() => onDuplicate(service)}>
          Duplicate
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Power />} onSelect={() => onToggleStatus(service)}>
          {service.isActive ? 'Deactivate' : 'Activate'}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Trash2 />} tone="danger" onSelect={() => onDelete(service)}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
