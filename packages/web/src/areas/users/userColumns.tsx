import type { User } from '@laundry/domain';
import { type DataTableColumn, Tile } from '@laundry/ui';
import { ActiveBadge } from '../../app/badges/ActiveBadge';
import { BusinessDate } from '../../app/businessTimeZone';
import { actionsColumn } from '../../app/lists/actionsColumn';
import * as cells from '../../app/lists/cells.css';
import { PersonCell } from '../../app/lists/PersonCell';
import { RoleBadge, UserAvatar } from './display';
import { type UserActionHandlers, UserActionsMenu } from './UserActionsMenu';
import * as styles from './users.css';

function lastLogin(user: User) {
  return user.lastLogin ? <BusinessDate value={user.lastLogin} time /> : 'Never';
}

function UserName({ user, isSelf, size }: { user: User; isSelf: boolean; size?: 'sm' }) {
  return (
    <PersonCell
      avatar={<UserAvatar user={user} size={size} />}
      to={`/users/${user._id}`}
      name={user.name}
      tag={isSelf ? <span className={styles.youTag}>(you)</span> : null}
      detail={user.email}
    />
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
      cell: (user) => <ActiveBadge active={user.isActive} />,
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
      cell: (user) => <BusinessDate value={user.createdAt} />,
    },
    actionsColumn((user) => (
      <UserActionsMenu user={user} isSelf={user._id === currentUserId} {...handlers} />
    )),
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
        <ActiveBadge active={user.isActive} />
      </div>
      <span className={cells.muted}>Last login: {lastLogin(user)}</span>
    </Tile>
  );
}
