import { type User, userList, userMessages } from '@laundry/domain';
import {
  Button,
  Heading,
  type ListView,
  listViews,
  media,
  QueryErrorAlert,
  Spinner,
  StatCard,
  Tabs,
  Text,
  useMediaQuery,
} from '@laundry/ui';
import { ShieldCheck, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useListUrlState, usePageParam } from '../../app/lists/useListUrlState';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useCurrentUserId } from './display';
import { useUserStats } from './queries';
import { DeleteUserDialog, ToggleStatusDialog } from './UserDialogs';
import { UserList } from './UserList';
import * as styles from './users.css';

const userTabs = ['list', 'analytics'] as const;

// The charts (victory) load only when the Analytics tab is opened.
const UserAnalytics = lazy(() => import('./UserAnalytics'));

const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');

/** The four cards (spec part 2 §2.10): Total Users, Active, Inactive, Admins. */
function UserStatCards() {
  const stats = useUserStats();
  if (stats.isError) {
    return (
      <QueryErrorAlert
        message={errorMessage(stats.error, userMessages.fetchStatsFailed)}
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
      />
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
  const { query, change } = useListUrlState(userList);
  const [tab, setTab] = usePageParam('tab', userTabs, 'list');
  const wide = useMediaQuery(media.tablet);
  // Without a choice in the address, phones get the cards and wider screens the table.
  const [chosenView, setView, viewChosen] = usePageParam<ListView>('view', listViews, 'table');
  const view = viewChosen ? chosenView : wide ? 'table' : 'grid';
  const currentUserId = useCurrentUserId();
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [toggleFor, setToggleFor] = useState<User | null>(null);
  const [deleteFor, setDeleteFor] = useState<User | null>(null);

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

      <Tabs.Root
        value={tab}
        onValueChange={(next) => setTab(next === 'analytics' ? 'analytics' : 'list')}
      >
        <Tabs.List aria-label="User management">
          <Tabs.Trigger value="list">User List</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          <div className={styles.tabBody}>
            <UserList
              query={query}
              onChange={change}
              view={view}
              onViewChange={setView}
              currentUserId={currentUserId}
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
