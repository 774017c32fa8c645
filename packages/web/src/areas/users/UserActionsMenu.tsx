import type { User } from '@laundry/domain';
import { DropdownMenu, IconButton } from '@laundry/ui';
import { Eye, KeyRound, MoreHorizontal, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';

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
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label={`Actions for ${user.name}`} icon={<MoreHorizontal />} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content aria-label={`Actions for ${user.name}`}>
        <DropdownMenu.Item icon={<Eye />} onSelect={() => navigate(`/users/${user._id}`)}>
          View
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Pencil />} onSelect={() => navigate(`/users/edit/${user._id}`)}>
          Edit
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<KeyRound />} onSelect={() => onChangePassword(user)}>
          Change Password
        </DropdownMenu.Item>
        {isSelf ? null : (
          <>
            <DropdownMenu.Item
              icon={user.isActive ? <PowerOff /> : <Power />}
              onSelect={() => onToggleStatus(user)}
            >
              {user.isActive ? 'Deactivate' : 'Activate'}
            </DropdownMenu.Item>
            <DropdownMenu.Separator />
            <DropdownMenu.Item icon={<Trash2 />} tone="danger" onSelect={() => onDelete(user)}>
              Delete
            </DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
