import type { UserListQuery } from '@laundry/api-client';
import { listUsersQuerySchema, type Role, roles } from '@laundry/domain';

/** GET /users page size (spec part 2 §9 'Users: default limit 10'). */
export const USER_PAGE_SIZE = 10;

export const userTabs = ['list', 'analytics'] as const;
export type UserTab = (typeof userTabs)[number];

export const userViews = ['table', 'grid'] as const;
export type UserView = (typeof userViews)[number];

export const roleFilters = ['all', ...roles] as const;
export type RoleFilter = (typeof roleFilters)[number];

export const statusFilters = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export type UserSortField = NonNullable<UserListQuery['sortBy']>;
export type UserSortOrder = NonNullable<UserListQuery['sortOrder']>;

/** The sort choices of the list (spec part 2 §9: createdAt, name, email, lastLogin). */
export const userSortOptions: readonly {
  value: string;
  label: string;
  sortBy: UserSortField;
  sortOrder: UserSortOrder;
}[] = [
  { value: 'createdAt-desc', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'createdAt-asc', label: 'Oldest first', sortBy: 'createdAt', sortOrder: 'asc' },
  { value: 'name-asc', label: 'Name A-Z', sortBy: 'name', sortOrder: 'asc' },
  { value: 'name-desc', label: 'Name Z-A', sortBy: 'name', sortOrder: 'desc' },
  { value: 'email-asc', label: 'Email A-Z', sortBy: 'email', sortOrder: 'asc' },
  {
    value: 'lastLogin-desc',
    label: 'Last login, recent first',
    sortBy: 'lastLogin',
    sortOrder: 'desc',
  },
];

/** What the /users page shows, kept in the address so back, forward and reload keep it. */
export interface UserListState {
  tab: UserTab;
  search: string;
  role: RoleFilter;
  status: StatusFilter;
  sortBy: UserSortField;
  sortOrder: UserSortOrder;
  page: number;
  view: UserView;
}

export const defaultListState: UserListState = {
  tab: 'list',
  search: '',
  role: 'all',
  status: 'all',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
  view: 'table',
};

const shape = listUsersQuerySchema.shape;

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback;
}

/** The page's state from the address; one bad value falls back to its default alone. */
export function readListState(params: URLSearchParams): UserListState {
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  const sortBy = shape.sortBy.safeParse(params.get('sortBy') ?? undefined);
  const sortOrder = shape.sortOrder.safeParse(params.get('sortOrder') ?? undefined);
  return {
    tab: oneOf(userTabs, params.get('tab'), defaultListState.tab),
    search: (params.get('search') ?? '').trim(),
    role: oneOf(roleFilters, params.get('role'), defaultListState.role),
    status: oneOf(statusFilters, params.get('status'), defaultListState.status),
    sortBy: sortBy.success ? sortBy.data : defaultListState.sortBy,
    sortOrder: sortOrder.success ? sortOrder.data : defaultListState.sortOrder,
    page: page.success ? page.data : defaultListState.page,
    view: oneOf(userViews, params.get('view'), defaultListState.view),
  };
}

/** The address of a state: only what differs from the defaults, in a stable order. */
export function writeListState(state: UserListState): URLSearchParams {
  const params = new URLSearchParams();
  const keys = ['tab', 'search', 'role', 'status', 'sortBy', 'sortOrder', 'page', 'view'] as const;
  for (const key of keys) {
    const value = state[key];
    if (value !== defaultListState[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

/** A change of filter, search or sort starts again from page 1. */
export function changeListState(
  state: UserListState,
  change: Partial<UserListState>,
): UserListState {
  const resetsPage = (['search', 'role', 'status', 'sortBy', 'sortOrder'] as const).some(
    (key) => key in change && change[key] !== state[key],
  );
  return { ...state, ...change, page: change.page ?? (resetsPage ? 1 : state.page) };
}

/** The GET /users query of a state. */
export function listQuery(state: UserListState): UserListQuery {
  return {
    page: state.page,
    limit: USER_PAGE_SIZE,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    ...(state.role === 'all' ? {} : { role: state.role as Role }),
    ...(state.status === 'all' ? {} : { isActive: state.status === 'active' }),
    ...(state.search ? { search: state.search } : {}),
  };
}
