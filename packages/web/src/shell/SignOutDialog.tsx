import { ConfirmDialog } from '@laundry/ui';
import { useState } from 'react';
import { useSession } from '../app/session';

export const SIGN_OUT_TEXT =
  'Are you sure you want to sign out? You will need to sign in again to access your account.';

/** Sign Out confirmation (spec part 1 §2): Sign Out runs logout, then closes. */
export function SignOutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const session = useSession();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await session.logout();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign Out"
      description={SIGN_OUT_TEXT}
      confirmLabel="Sign Out"
      cancelLabel="Cancel"
      tone="danger"
      busy={busy}
      onConfirm={signOut}
    />
  );
}
