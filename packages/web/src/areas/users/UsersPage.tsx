import type { User } from '@laundry/domain';
import {
  Alert,
  Button,
  Heading,
  media,
  Spinner,
  StatCard,
  Tabs,
  Text,
  useMediaQuery,
} from '@laundry/ui';
import { ShieldCheck, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useCurrentUserId } from './display';
import {
  changeListState,
  listQuery,
  readListState,
  type UserListState,
  type UserTab,
  writeListState,
} from './listState';
import { userMessages } from './messages';
import { useUserStats } from './queries';
import { DeleteUserDialog, ToggleStatusDialog } from './UserDialogs';
import { UserList } from './UserList';
import * as styles from './users.css';

// The charts (victory) load only when the Analytics tab is opened.
const UserAnalytics = lazy(() => import('./UserAnalytics'));

const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');

/** The four cards (spec part 2 §2.10): Total Users, Active, Inactive, Admins. */
function UserStatCards() {
  const stats = useUserStats();
  if (stats.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(stats.error, userMessages.fetchStatsFailed)}
      </Alert>
    );
  }
  const data = stats.data;
  const loading = stats.isPending;
  return (
    <section className={styles.stats} aria-label="User statistics">
      <StatCard
        label="Total Users"
        value={count(data?.total)}
        hint="All accounts"
        icon={<Users />}
        tone="primary"
        loading={loading}
      />
      <StatCard
        label="Active"
        value={count(data?.active)}
        hint="Can access system"
        icon={<UserCheck />}
        tone="green"
        loading={loading}
      />
      <StatCard
        label="Inactive"
        value={count(data?.inactive)}
        hint="Disabled accounts"
        icon={<UserX />}
        tone="red"
        loading={loading}
      />
      <StatCard
        label="Admins"
        value={count(data?.byRole.admin.total)}
        hint="Full access"
        icon={<ShieldCheck />}
        tone="purple"
        loading={loading}
      />
    </section>
  );
}

/** /users (spec part 2 §2.10 'User management'). */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const wide = useMediaQuery(media.tablet);
  // Without a choice in the address, phones get the cards and wider screens the table.
  const view = params.has('view') ? state.view : wide ? 'table' : 'grid';
  const currentUserId = useCurrentUserId();
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [toggleFor, setToggleFor] = useState<User | null>(null);
  const [deleteFor, setDeleteFor] = useState<User | null>(null);

  const change = (next: Partial<UserListState>, options: { replace?: boolean } = {}) =>
    setParams(writeListState(changeListState(state, next)), options);

  return (
    <div className={styles.page}>
      <title>Users</title>
      <header className={styles.pageHeader}>
        <div className={styles.pageTitle}>
          <Heading level={1}>User Management</Heading>
          <Text tone="muted">Staff accounts, their roles and access to the system.</Text>
        </div>
        <Button asChild iconStart={<UserPlus />}>
          <Link to="/users/new">Add User</Link>
        </Button>
      </header>

      <UserStatCards />

      <Tabs.Root value={state.tab} onValueChange={(tab) => change({ tab: tab as UserTab })}>
        <Tabs.List aria-label="User management">
          <Tabs.Trigger value="list">User List</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          <div className={styles.tabBody}>
            <UserList
              state={state}
              view={view}
              query={listQuery(state)}
              currentUserId={currentUserId}
              onChange={change}
              onChangePassword={setPasswordFor}
              onToggleStatus={setToggleFor}
              onDelete={setDeleteFor}
            />
          </div>
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <Suspense fallback={<Spinner label="Loading analytics..." />}>
            <UserAnalytics />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>

      <ChangePasswordDialog
        user={passwordFor}
        currentUserId={currentUserId}
        onOpenChange={(open) => {
          if (!open) setPasswordFor(null);
        }}
      />
      <ToggleStatusDialog
        user={toggleFor}
        onOpenChange={(open) => {
          if (!open) setToggleFor(null);
        }}
      />
      <DeleteUserDialog
        user={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
      />
    </div>
  );
}
