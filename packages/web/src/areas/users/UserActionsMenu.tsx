import type { User } from '@laundry/domain';
import { Eye, KeyRound, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { RowActionsMenu } from '../../app/lists/RowActionsMenu';

export interface UserActionHandlers {
  onChangePassword: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
}

/**
 * A user's row actions: View, Edit, Change Password, Activate/Deactivate, Delete. One's own
 * account has neither Deactivate nor Delete (spec part 2 §4 'User'; the server refuses both).
 */
export function UserActionsMenu({
  user,
  isSelf,
  onChangePassword,
  onToggleStatus,
  onDelete,
}: UserActionHandlers & { user: User; isSelf: boolean }) {
  return (
    <RowActionsMenu
      label={`Actions for ${user.name}`}
      actions={[
        { label: 'View', icon: <Eye />, to: `/users/${user._id}` },
        { label: 'Edit', icon: <Pencil />, to: `/users/edit/${user._id}` },
        {
          label: 'Change Password',
          icon: <KeyRound />,
          onSelect: () => onChangePassword(user),
        },
        {
          label: user.isActive ? 'Deactivate' : 'Activate',
          icon: user.isActive ? <PowerOff /> : <Power />,
          onSelect: () => onToggleStatus(user),
          when: !isSelf,
        },
        {
          label: 'Delete',
          icon: <Trash2 />,
          onSelect: () => onDelete(user),
          when: !isSelf,
          danger: true,
        },
      ]}
    />
  );
}
