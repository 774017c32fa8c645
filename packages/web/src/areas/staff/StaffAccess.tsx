import { hasPermission, staffMessages } from '@laundry/domain';
import { EmptyState } from '@laundry/ui';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../../app/session';
import * as styles from './staff.css';

/** Staff screens are for whoever may read staff (admins); anyone else sees why (spec §2.9 'Access Denied'). */
export function StaffAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (hasPermission(user, 'staff', 'read')) return children;
  return (
    <div className={styles.centered}>
      <title>Access Denied</title>
      <EmptyState
        icon={<ShieldAlert aria-hidden size={28} />}
        title="Access Denied"
        description={staffMessages.accessDenied}
      />
    </div>
  );
}
