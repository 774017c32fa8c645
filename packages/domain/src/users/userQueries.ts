import { z } from 'zod';
import { roles } from '../auth/roles';
import { userSchema } from '../auth/user';
import { pageQuerySchema, paginationSchema } from '../shared/api';

/** GET /users query (spec part 2 §7 and §9: default limit 10, createdAt descending). */
export const listUsersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  role: z.enum(roles, 'role must be admin or cashier').optional(),
  isActive: z
    .enum(['true', 'false'], 'isActive must be true or false')
    .transform((value) => value === 'true')
    .optional(),
  sortBy: z
    .enum(
      ['createdAt', 'name', 'email', 'lastLogin'],
      'sortBy must be createdAt, name, email or lastLogin',
    )
    .default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], 'sortOrder must be asc or desc').default('desc'),
});
export type ListUsersQuery = z.output<typeof listUsersQuerySchema>;

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

/** `data` of GET /users/stats. */
export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  byRole: z.object({ admin: roleCountsSchema, cashier: roleCountsSchema }),
});
export type UserStats = z.output<typeof userStatsSchema>;
