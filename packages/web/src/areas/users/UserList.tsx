import type { UserListQuery } from '@laundry/api-client';
import { formatDate, formatLongDateTime, type User } from '@laundry/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Pagination,
  SearchField,
  SegmentedControl,
  Select,
  Skeleton,
} from '@laundry/ui';
import { LayoutGrid, List, SearchX, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useDebouncedUrlSearch } from '../../app/useDebouncedUrlSearch';
import { RoleBadge, StatusBadge, UserAvatar } from './display';
import {
  type RoleFilter,
  type StatusFilter,
  USER_PAGE_SIZE,
  type UserListState,
  type UserSortField,
  type UserSortOrder,
  type UserView,
  userSortOptions,
} from './listState';
import { userMessages } from './messages';
import { useUserList } from './queries';
import { type UserActionHandlers, UserActionsMenu } from './UserActionsMenu';
import * as styles from './users.css';

/** The debounce of the search box (the customers' 300 ms; the spec gives none for users). */
const SEARCH_DEBOUNCE_MS = 300;

const sortableFields: readonly UserSortField[] = ['name', 'lastLogin', 'createdAt'];

const viewOptions = [
  { value: 'table', label: 'Table view', icon: <List />, hideLabel: true },
  { value: 'grid', label: 'Grid view', icon: <LayoutGrid />, hideLabel: true },
] as const;

const roleOptions: { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'cashier', label: 'Cashier' },
];

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const sortOptions = userSortOptions.map(({ value, label }) => ({ value, label }));

function lastLogin(user: User) {
  return user.lastLogin ? formatLongDateTime(user.lastLogin) : 'Never';
}

function NameCell({ user, isSelf }: { user: User; isSelf: boolean }) {
  return (
    <div className={styles.person}>
      <UserAvatar user={user} size="sm" />
      <div className={styles.personText}>
        <span>
          <Link to={`/users/${user._id}`} className={styles.nameLink}>
            {user.name}
          </Link>
          {isSelf ? <span className={styles.youTag}>(you)</span> : null}
        </span>
        <span className={styles.muted}>{user.email}</span>
      </div>
    </div>
  );
}

function columnsFor(
  currentUserId: string | null,
  handlers: UserActionHandlers,
): DataTableColumn<User>[] {
  return [
    {
      key: 'name',
      header: 'User',
      sortable: true,
      cell: (user) => <NameCell user={user} isSelf={user._id === currentUserId} />,
    },
    {
      key: 'role',
      header: 'Role',
      hideBelow: 'tablet',
      cell: (user) => <RoleBadge role={user.role} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => <StatusBadge active={user.isActive} />,
    },
    {
      key: 'lastLogin',
      header: 'Last Login',
      sortable: true,
      hideBelow: 'desktop',
      cell: (user) => <span className={styles.muted}>{lastLogin(user)}</span>,
    },
    {
      key: 'createdAt',
      header: 'Created',
      sortable: true,
      hideBelow: 'desktop',
      cell: (user) => formatDate(user.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      width: '56px',
      cell: (user) => (
        <UserActionsMenu user={user} isSelf={user._id === currentUserId} {...handlers} />
      ),
    },
  ];
}

function UserTile({
  user,
  isSelf,
  handlers,
}: {
  user: User;
  isSelf: boolean;
  handlers: UserActionHandlers;
}) {
  return (
    <li className={styles.tile}>
      <div className={styles.tileHead}>
        <NameCell user={user} isSelf={isSelf} />
        <UserActionsMenu user={user} isSelf={isSelf} {...handlers} />
      </div>
      <div className={styles.badges}>
        <RoleBadge role={user.role} />
        <StatusBadge active={user.isActive} />
      </div>
      <span className={styles.muted}>Last login: {lastLogin(user)}</span>
    </li>
  );
}

function GridSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading users">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <li key={key} className={styles.tile}>
          <div className={styles.person}>
            <Skeleton width={40} height={40} radius="full" />
            <div className={styles.personText}>
              <Skeleton width={140} />
              <Skeleton width={90} />
            </div>
          </div>
          <Skeleton height={24} />
        </li>
      ))}
    </ul>
  );
}

export interface UserListProps extends UserActionHandlers {
  state: UserListState;
  view: UserView;
  query: UserListQuery;
  currentUserId: string | null;
  onChange: (change: Partial<UserListState>, options?: { replace?: boolean }) => void;
}

/** The user list (spec part 2 §2.10): search, role and status filters, sort, table or grid, pages. */
export function UserList({
  state,
  view,
  query,
  currentUserId,
  onChange,
  onChangePassword,
  onToggleStatus,
  onDelete,
}: UserListProps) {
  const list = useUserList(query);
  const [searchText, setSearchText] = useDebouncedUrlSearch(
    state.search,
    (search) => onChange({ search }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  const handlers = { onChangePassword, onToggleStatus, onDelete };
  const users = list.data?.users ?? [];
  const pagination = list.data?.pagination;
  const filtered = Boolean(state.search) || state.role !== 'all' || state.status !== 'all';
  const sortValue = `${state.sortBy}-${state.sortOrder}`;
  const knownSort = sortOptions.some((option) => option.value === sortValue);

  const errorSlot = list.isError ? (
    <div className={styles.slot}>
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(list.error, userMessages.fetchListFailed)}
      </Alert>
    </div>
  ) : null;

  const emptySlot = (
    <EmptyState
      icon={<SearchX aria-hidden size={28} />}
      title="No users found"
      description={filtered ? 'Try a different search or filter.' : 'Accounts you add appear here.'}
      action={
        filtered ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSearchText('');
              onChange({ search: '', role: 'all', status: 'all' });
            }}
          >
            Clear filters
          </Button>
        ) : (
          <Button asChild iconStart={<UserPlus />}>
            <Link to="/users/new">Add User</Link>
          </Button>
        )
      }
    />
  );

  const total = pagination?.totalUsers ?? 0;
  const first = total === 0 ? 0 : (state.page - 1) * USER_PAGE_SIZE + 1;
  const last = Math.min(total, state.page * USER_PAGE_SIZE);

  return (
    <Card
      padding="none"
      title="Users"
      headingLevel={2}
      actions={
        <div className={styles.listHeaderActions}>
          {pagination ? (
            <span className={styles.listHeaderCount} aria-live="polite">
              {total.toLocaleString('en-US')} {total === 1 ? 'user' : 'users'}
            </span>
          ) : null}
          <SegmentedControl
            label="View"
            size="sm"
            options={viewOptions}
            value={view}
            onValueChange={(next) => onChange({ view: next })}
          />
        </div>
      }
    >
      <search className={styles.toolbar} aria-label="Search and filter users">
        <div className={styles.toolbarWide}>
          <SearchField
            label="Search users"
            hideLabel={false}
            placeholder="Name or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onClear={() => setSearchText('')}
          />
        </div>
        <Select
          label="Role"
          options={roleOptions}
          value={state.role}
          onValueChange={(role) => onChange({ role })}
        />
        <Select
          label="Status"
          options={statusOptions}
          value={state.status}
          onValueChange={(status) => onChange({ status })}
        />
        <div className={styles.toolbarWide}>
          <Select
            label="Sort by"
            options={sortOptions}
            value={knownSort ? sortValue : ''}
            placeholder="Custom order"
            onValueChange={(value) => {
              const option = userSortOptions.find((candidate) => candidate.value === value);
              if (option) onChange({ sortBy: option.sortBy, sortOrder: option.sortOrder });
            }}
          />
        </div>
      </search>

      {view === 'table' ? (
        <DataTable
          caption="Users"
          columns={columnsFor(currentUserId, handlers)}
          rows={users}
          getRowId={(user) => user._id}
          loading={list.isFetching}
          loadingRows={5}
          sort={{ key: state.sortBy, direction: state.sortOrder }}
          onSortChange={(sort) => {
            if (sortableFields.includes(sort.key as UserSortField)) {
              onChange({
                sortBy: sort.key as UserSortField,
                sortOrder: sort.direction as UserSortOrder,
              });
            }
          }}
          error={errorSlot}
          empty={emptySlot}
        />
      ) : errorSlot ? (
        errorSlot
      ) : list.isPending ? (
        <GridSkeleton />
      ) : users.length === 0 ? (
        emptySlot
      ) : (
        <ul className={styles.grid} aria-label="Users" aria-busy={list.isFetching || undefined}>
          {users.map((user) => (
            <UserTile
              key={user._id}
              user={user}
              isSelf={user._id === currentUserId}
              handlers={handlers}
            />
          ))}
        </ul>
      )}

      {pagination && pagination.totalPages > 1 ? (
        <div className={styles.listFooter}>
          <Pagination
            label="User pages"
            page={pagination.currentPage}
            totalPages={pagination.totalPages}
            disabled={list.isFetching}
            onPageChange={(page) => onChange({ page })}
            summary={`Showing ${first} to ${last} of ${total.toLocaleString('en-US')} users`}
          />
        </div>
      ) : null}
    </Card>
  );
}
