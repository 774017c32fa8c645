import {
  type CreateUserInput,
  type ListUsersParams,
  type SetUserPasswordInput,
  type UpdateUserInput,
  type User,
  type UserList,
  type UserStats,
  userListSchema,
  userSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { keyed, segment } from './parsers';

/** GET /users query (spec part 2 §7): the domain's users list definition, every field optional. */
export type UserListQuery = ListUsersParams;

const userData = keyed('user', userSchema);
const userList: Parser<UserList> = userListSchema;

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
