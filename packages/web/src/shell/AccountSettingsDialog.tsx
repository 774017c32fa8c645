import type { User } from '@laundry/domain';
import { Dialog, Tabs } from '@laundry/ui';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import type { AccountTab } from './UserMenu';

/** Account Settings (spec part 1 §2): Profile and Password tabs; each closes the modal 1.5 s after success. */
export function AccountSettingsDialog({
  user,
  open,
  tab,
  onTabChange,
  onOpenChange,
}: {
  user: User;
  open: boolean;
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Account Settings"
      description="Your profile and your password."
      size="md"
    >
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AccountTab)}>
        <Tabs.List aria-label="Account settings">
          <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
          <Tabs.Trigger value="password">Password</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileForm user={user} onDone={close} />
        </Tabs.Content>
        <Tabs.Content value="password">
          <PasswordForm onDone={close} />
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}
