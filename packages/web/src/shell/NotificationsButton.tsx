import { DropdownMenu, IconButton, Text } from '@laundry/ui';
import { Bell } from 'lucide-react';
import * as styles from './shell.css';

/** Nothing sends notifications yet: the popover says so plainly. */
export function NotificationsButton() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton label="Notifications" icon={<Bell size={18} />} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>Notifications</DropdownMenu.Label>
        <DropdownMenu.Separator />
        <div className={styles.popoverNote}>
          <Text tone="muted" size="sm">
            No notifications
          </Text>
        </div>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
