import { type StaffMember, staffFullName } from '@laundry/domain';
import { DropdownMenu, IconButton } from '@laundry/ui';
import { Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';

/** A row's menu: View, Edit, Delete. */
export function StaffActionsMenu({
  member,
  onDelete,
}: {
  member: StaffMember;
  onDelete: (member: StaffMember) => void;
}) {
  const navigate = useNavigate();
  const name = staffFullName(member);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label={`Actions for ${name}`} icon={<MoreHorizontal />} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label={`Actions for ${name}`}>
        <DropdownMenu.Item icon={<Eye />} onSelect={() => navigate(`/staff/${member._id}`)}>
          View
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Pencil />} onSelect={() => navigate(`/staff/edit/${member._id}`)}>
          Edit
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<Trash2 />} tone="danger" onSelect={() => onDelete(member)}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
