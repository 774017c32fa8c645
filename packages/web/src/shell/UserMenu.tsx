import { displayName, initials, roleLabel, type User } from '@laundry/domain';
import { Avatar, DropdownMenu, Text, VisuallyHidden } from '@laundry/ui';
import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import * as styles from './shell.css';

export type AccountTab = 'profile' | 'password';

/** The header's user menu: who is signed in, Account Settings, Sign out. */
export function UserMenu({
  user,
  onOpenSettings,
  onSignOut,
}: {
  user: User;
  onOpenSettings: (tab: AccountTab) => void;
  onSignOut: () => void;
}) {
  const name = displayName(user);
  const role = roleLabel(user.role);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        {/* Named by what it shows, then what it is: the visible name and role stay in the
            accessible name (WCAG 2.5.3, label in name). */}
        <button type="button" className={styles.userTrigger}>
          <Avatar initials={initials(name)} size="sm" />
          <span className={styles.userTriggerText}>
            <Text size="sm" weight="medium" truncate>
              {name}
            </Text>{' '}
            <Text size="sm" tone="muted" truncate>
              {role}
            </Text>
          </span>
          <VisuallyHidden>, account menu</VisuallyHidden>
          <ChevronDown aria-hidden size={16} className={styles.userTriggerChevron} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <div className={styles.userSummary}>
          <Avatar initials={initials(name)} size="md" />
          <span className={styles.userSummaryText}>
            <Text weight="bold" truncate>
              {name}
            </Text>
            <Text size="sm" tone="muted" truncate>
              {role}
            </Text>
            <Text size="sm" tone="muted" truncate>
              {user.email}
            </Text>
          </span>
        </div>
        <DropdownMenu.Separator />
        <DropdownMenu.Item
          icon={<UserRound size={16} />}
          onSelect={() => onOpenSettings('profile')}
        >
          View Profile
        </DropdownMenu.Item>
        <DropdownMenu.Item
          icon={<Settings size={16} />}
          onSelect={() => onOpenSettings('password')}
        >
          Settings
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<LogOut size={16} />} tone="danger" onSelect={onSignOut}>
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
