import {
  type ListUsersQuery,
  type User,
  userList,
  userMessages,
  userRoleFilters,
  userSortFields,
  userStatusFilters,
} from '@laundry/domain';
import { Button, ListToolbar, type ListView } from '@laundry/ui';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { FilterSelect, ListSearch, SortSelect } from '../../app/lists/ListControls';
import { ListLayout } from '../../app/lists/ListLayout';
import { useLastPageGuard } from '../../app/lists/useLastPageGuard';
import type { ChangeOptions } from '../../app/lists/useListUrlState';
import { useUserList } from './queries';
import type { UserActionHandlers } from './UserActionsMenu';
import { UserTile, userColumns } from './userColumns';

/** The debounce of the search box (the customers' 300 ms; the spec gives none for users). */
const SEARCH_DEBOUNCE_MS = 300;

const isSortField = (key: string): key is ListUsersQuery['sortBy'] =>
  (userSortFields as readonly string[]).includes(key);

export interface UserListProps extends UserActionHandlers {
  query: ListUsersQuery;
  onChange: (change: Partial<ListUsersQuery>, options?: ChangeOptions) => void;
  view: ListView;
  onViewChange: (view: ListView) => void;
  currentUserId: string | null;
}

/** The user list (spec part 2 §2.10): search, role and status filters, sort, table or grid, pages. */
export function UserList({
  query,
  onChange,
  view,
  onViewChange,
  currentUserId,
  ...handlers
}: UserListProps) {
  const list = useUserList(query);
  const filtered = userList.isFiltered(query);
  useLastPageGuard(query.page, list.data?.pagination.totalPages, (page) =>
    onChange({ page }, { replace: true }),
  );

  return (
    <ListLayout<User>
      title="Users"
      noun="users"
      nounOne="user"
      view={view}
      onViewChange={onViewChange}
      toolbar={
        <ListToolbar
          label="Search and filter users"
          search={
            <ListSearch
              label="Search users"
              placeholder="Name or email"
              value={query.search ?? ''}
              delayMs={SEARCH_DEBOUNCE_MS}
              onSearch={(search) => onChange({ search }, { replace: true })}
            />
          }
        >
          <FilterSelect
            label="Role"
            options={userRoleFilters}
            value={query.role}
            onChange={(role) => onChange({ role })}
          />
          <FilterSelect
            label="Status"
            options={userStatusFilters}
            value={query.isActive}
            onChange={(isActive) => onChange({ isActive })}
          />
          <SortSelect
            options={userList.sortOptions}
            sortBy={query.sortBy}
            sortOrder={query.sortOrder}
            onChange={onChange}
          />
        </ListToolbar>
      }
      data={
        list.data && {
          rows: list.data.users,
          total: list.data.pagination.totalUsers,
          totalPages: list.data.pagination.totalPages,
        }
      }
      status={list}
      failureMessage={userMessages.fetchListFailed}
      page={query.page}
      pageSize={query.limit}
      onPageChange={(page) => onChange({ page })}
      columns={userColumns(currentUserId, handlers)}
      getRowId={(user) => user._id}
      sort={{ key: query.sortBy, direction: query.sortOrder }}
      onSortChange={({ key, direction }) => {
        if (isSortField(key)) onChange({ sortBy: key, sortOrder: direction });
      }}
      renderTile={(user) => (
        <UserTile
          key={user._id}
          user={user}
          isSelf={user._id === currentUserId}
          handlers={handlers}
        />
      )}
      empty={{
        title: 'No users found',
        description: filtered
          ? 'Try a different search or filter.'
          : 'Accounts you add appear here.',
        action: filtered ? (
          <Button
            variant="secondary"
            onClick={() => onChange({ search: undefined, role: undefined, isActive: undefined })}
          >
            Clear filters
          </Button>
        ) : (
          <Button asChild iconStart={<UserPlus />}>
            <Link to="/users/new">Add User</Link>
          </Button>
        ),
      }}
    />
  );
}
