import {
  type CreateUserInput,
  paginationSchema,
  type Role,
  type SetUserPasswordInput,
  type UpdateUserInput,
  type User,
  userSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { keyed, listOf, segment } from './parsers';

/** GET /users query (spec part 2 §7). */
export interface UserListQuery {
  search?: string;
  role?: Role;
  isActive?: boolean;
  sortBy?: 'createdAt' | 'name' | 'email' | 'lastLogin';
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

export interface UserList {
  users: User[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalUsers: number;
    hasNext: boolean;
    hasPrev: boolean;
  };
}

export interface UserCounts {
  total: number;
  active: number;
  inactive: number;
}

/** GET /users/stats. */
export interface UserStats extends UserCounts {
  byRole: Record<Role, UserCounts>;
}

const userData = keyed('user', userSchema);
const users = listOf(userSchema);
const pagination = paginationSchema('totalUsers');
const userList: Parser<UserList> = {
  parse(data) {
    const record = (data ?? {}) as Record<string, unknown>;
    return { users: users.parse(record.users), pagination: pagination.parse(record.pagination) };
  },
};

/** Staff accounts (admin only; spec part 2 §7 'Users'). */
export function createUsersApi(http: Transport) {
  return {
    list: (query: UserListQuery = {}) =>
      http.request<UserList>('/users', { query: { ...query } }, userList),

    stats: () => http.request<UserStats>('/users/stats'),

    get: (id: string) => http.request<{ user: User }>(`/users/${segment(id)}`, {}, userData),

    create: (input: CreateUserInput) =>
      http.request<{ user: User }>('/users', { method: 'POST', body: input }, userData),

    update: (id: string, input: UpdateUserInput) =>
      http.request<{ user: User }>(
        `/users/${segment(id)}`,
        { method: 'PUT', body: input },
        userData,
      ),

    remove: (id: string) => http.request<null>(`/users/${segment(id)}`, { method: 'DELETE' }),

    /** `currentPassword` only when changing one's own. */
    setPassword: (id: string, input: SetUserPasswordInput) =>
      http.request<null>(`/users/${segment(id)}/password`, { method: 'PUT', body: input }),

    toggleStatus: (id: string) =>
      http.request<{ user: User }>(
        `/users/${segment(id)}/toggle-status`,
        { method: 'PUT' },
        userData,
      ),
  };
}
export type UsersApi = ReturnType<typeof createUsersApi>;
