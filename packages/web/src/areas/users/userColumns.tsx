import { formatDate, formatLongDateTime, type User } from '@laundry/domain';
import { type DataTableColumn, Tile } from '@laundry/ui';
import { Link } from 'react-router';
import * as cells from '../../app/lists/cells.css';
import { RoleBadge, StatusBadge, UserAvatar } from './display';
import { type UserActionHandlers, UserActionsMenu } from './UserActionsMenu';
import * as styles from './users.css';

function lastLogin(user: User) {
  return user.lastLogin ? formatLongDateTime(user.lastLogin) : 'Never';
}

function UserName({ user, isSelf, size }: { user: User; isSelf: boolean; size?: 'sm' }) {
  return (
    <div className={cells.person}>
      <UserAvatar user={user} size={size} />
      <div className={cells.personText}>
        <span>
          <Link to={`/users/${user._id}`} className={cells.nameLink}>
            {user.name}
          </Link>
          {isSelf ? <span className={styles.youTag}>(you)</span> : null}
        </span>
        <span className={cells.muted}>{user.email}</span>
      </div>
    </div>
  );
}

/**
 * The table's columns. The name and the actions always show (pinned); the others give way as the
 * card narrows: created, last login, role, status.
 */
export function userColumns(
  currentUserId: string | null,
  handlers: UserActionHandlers,
): DataTableColumn<User>[] {
  return [
    {
      key: 'name',
      header: 'User',
      sortable: true,
      pin: 'start',
      minWidth: 240,
      cell: (user) => <UserName user={user} isSelf={user._id === currentUserId} size="sm" />,
    },
    {
      key: 'role',
      header: 'Role',
      priority: 3,
      minWidth: 100,
      cell: (user) => <RoleBadge role={user.role} />,
    },
    {
      key: 'status',
      header: 'Status',
      priority: 2,
      minWidth: 100,
      cell: (user) => <StatusBadge active={user.isActive} />,
    },
    {
      key: 'lastLogin',
      header: 'Last Login',
      sortable: true,
      priority: 4,
      minWidth: 200,
      truncate: true,
      cell: (user) => <span className={cells.muted}>{lastLogin(user)}</span>,
    },
    {
      key: 'createdAt',
      header: 'Created',
      sortable: true,
      priority: 5,
      minWidth: 120,
      cell: (user) => formatDate(user.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      width: '56px',
      minWidth: 56,
      pin: 'end',
      cell: (user) => (
        <UserActionsMenu user={user} isSelf={user._id === currentUserId} {...handlers} />
      ),
    },
  ];
}

/** A user as a card of the grid view. */
export function UserTile({
  user,
  isSelf,
  handlers,
}: {
  user: User;
  isSelf: boolean;
  handlers: UserActionHandlers;
}) {
  return (
    <Tile
      title={<UserName user={user} isSelf={isSelf} />}
      actions={<UserActionsMenu user={user} isSelf={isSelf} {...handlers} />}
    >
      <div className={cells.badges}>
        <RoleBadge role={user.role} />
        <StatusBadge active={user.isActive} />
      </div>
      <span className={cells.muted}>Last login: {lastLogin(user)}</span>
    </Tile>
  );
}
