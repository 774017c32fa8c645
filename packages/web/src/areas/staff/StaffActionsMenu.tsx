import { type StaffMember, staffFullName } from '@laundry/domain';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '../../app/lists/RowActionsMenu';

/** A row's menu: View, Edit, Delete. */
export function StaffActionsMenu({
  member,
  onDelete,
}: {
  member: StaffMember;
  onDelete: (member: StaffMember) => void;
}) {
  return (
    <RowActionsMenu
      label={`Actions for ${staffFullName(member)}`}
      actions={[
        { label: 'View', icon: <Eye />, to: `/staff/${member._id}` },
        { label: 'Edit', icon: <Pencil />, to: `/staff/edit/${member._id}` },
        { label: 'Delete', icon: <Trash2 />, onSelect: () => onDelete(member), danger: true },
      ]}
    />
  );
}
