import { type User, userList, userMessages } from '@laundry/domain';
import { Button } from '@laundry/ui';
import { ShieldCheck, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useListUrlState } from '../../app/lists/useListUrlState';
import { ManagementPage } from '../../app/pages/ManagementPage';
import { StatCards, statCount } from '../../app/pages/StatCards';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useCurrentUserId } from './display';
import { useUserStats } from './queries';
import { DeleteUserDialog, ToggleStatusDialog } from './UserDialogs';
import { UserList } from './UserList';

// The charts (victory) load only when the Analytics tab is opened.
const UserAnalytics = lazy(() => import('./UserAnalytics'));

/** The four cards (spec part 2 §2.10): Total Users, Active, Inactive, Admins. */
function UserStatCards() {
  const stats = useUserStats();
  const data = stats.data;
  return (
    <StatCards
      label="User statistics"
      status={stats}
      failureTitle={userMessages.fetchStatsFailed}
      failureMessage={userMessages.statsRequestFailed}
      items={[
        {
          label: 'Total Users',
          value: statCount(data?.total),
          hint: 'All accounts',
          icon: <Users />,
          tone: 'primary',
        },
        {
          label: 'Active',
          value: statCount(data?.active),
          hint: 'Can access system',
          icon: <UserCheck />,
          tone: 'green',
        },
        {
          label: 'Inactive',
          value: statCount(data?.inactive),
          hint: 'Disabled accounts',
          icon: <UserX />,
          tone: 'red',
        },
        {
          label: 'Admins',
          value: statCount(data?.byRole.admin.total),
          hint: 'Full access',
          icon: <ShieldCheck />,
          tone: 'purple',
        },
      ]}
    />
  );
}

/** Closes a dialog opened for one record (its `onOpenChange`). */
const closer = (close: (record: null) => void) => (open: boolean) => {
  if (!open) close(null);
};

/** /users (spec part 2 §2.10 'User management'). */
export function UsersPage() {
  const { query, change } = useListUrlState(userList);
  const currentUserId = useCurrentUserId();
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [toggleFor, setToggleFor] = useState<User | null>(null);
  const [deleteFor, setDeleteFor] = useState<User | null>(null);

  return (
    <ManagementPage
      documentTitle="Users"
      title="User Management"
      description="Staff accounts, their roles and access to the system."
      actions={
        <Button asChild iconStart={<UserPlus />}>
          <Link to="/users/new">Add User</Link>
        </Button>
      }
      stats={<UserStatCards />}
      tabsLabel="User management"
      tabs={[
        {
          value: 'list',
          label: 'User List',
          content: (
            <UserList
              query={query}
              onChange={change}
              currentUserId={currentUserId}
              onChangePassword={setPasswordFor}
              onToggleStatus={setToggleFor}
              onDelete={setDeleteFor}
            />
          ),
        },
        {
          value: 'analytics',
          label: 'Analytics',
          loadingLabel: 'Loading analytics...',
          content: <UserAnalytics />,
        },
      ]}
    >
      <ChangePasswordDialog
        user={passwordFor}
        currentUserId={currentUserId}
        onOpenChange={closer(setPasswordFor)}
      />
      <ToggleStatusDialog user={toggleFor} onOpenChange={closer(setToggleFor)} />
      <DeleteUserDialog user={deleteFor} onOpenChange={closer(setDeleteFor)} />
    </ManagementPage>
  );
}
