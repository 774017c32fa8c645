import { z } from 'zod';
import { type Role, roles, userSchema } from '../auth';
import { defineList, type FilterOption, queryBoolean } from '../lists';
import { paginationSchema } from '../shared';

export const userSortFields = ['createdAt', 'name', 'email', 'lastLogin'] as const;

/** GET /users page size (spec part 2 §9 'Users: default limit 10'). */
export const USER_PAGE_SIZE = 10;

/**
 * The users list (spec part 2 §7 and §9): page size 10, newest first, sorted by createdAt, name,
 * email or lastLogin, filtered by role and by active or not.
 */
export const userList = defineList({
  pageSize: USER_PAGE_SIZE,
  sortFields: userSortFields,
  sortOptions: [
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
  ],
  filters: {
    role: z.enum(roles, 'role must be admin or cashier'),
    isActive: queryBoolean('isActive must be true or false'),
  },
});

/** GET /users query: `userList.querySchema` under the name the server and client use. */
export const listUsersQuerySchema = userList.querySchema;
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;
/** What a client may send: any of the query's fields, typed (the client writes the strings). */
export type ListUsersParams = Partial<ListUsersQuery>;

/** The role filter's menu: all, then each role. */
export const userRoleFilters: readonly FilterOption<Role>[] = [
  { key: 'all', label: 'All roles', value: undefined },
  { key: 'admin', label: 'Admin', value: 'admin' },
  { key: 'cashier', label: 'Cashier', value: 'cashier' },
];

/** The status filter's menu: all, active, inactive. */
export const userStatusFilters: readonly FilterOption<boolean>[] = [
  { key: 'all', label: 'All statuses', value: undefined },
  { key: 'active', label: 'Active', value: true },
  { key: 'inactive', label: 'Inactive', value: false },
];

export const userIdParamsSchema = z.object({ id: z.uuid('Invalid user id') });

/** `data` of the calls that answer one user (`{ user }`). */
export const userDataSchema = z.object({ user: userSchema });

/** `data` of GET /users. */
export const userListSchema = z.object({
  users: z.array(userSchema),
  pagination: paginationSchema('totalUsers'),
});
export type UserList = z.output<typeof userListSchema>;

const roleCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
});
export type UserCounts = z.output<typeof roleCountsSchema>;

/** `data` of GET /users/stats. */
export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  byRole: z.object({ admin: roleCountsSchema, cashier: roleCountsSchema }),
});
export type UserStats = z.output<typeof userStatsSchema>;
