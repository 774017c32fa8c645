import { Button, Dialog, Text } from '@laundry/ui';

/** Staff accounts have no self-service reset: an administrator sets a new password from Users. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Forgot your password?"
      size="sm"
      footer={<Button onClick={() => onOpenChange(false)}>Got it</Button>}
    >
      <Text as="p">
        Ask an administrator to reset it: they can set a new password for your account from Users in
        the back-office. Then sign in with the new password.
      </Text>
    </Dialog>
  );
}
