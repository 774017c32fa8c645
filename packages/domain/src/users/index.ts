// The users folder's public face: what other folders and packages may use (docs/decisions/038).
export { type AccountChange, ownAccountRefusal } from './ownAccount';
export { type UserFormOutput, type UserFormValues, userFormSchema } from './userForm';
export {
  type ListUsersParams,
  type ListUsersQuery,
  listUsersQuerySchema,
  type UserCounts,
  type UserList,
  type UserStats,
  userDataSchema,
  userIdParamsSchema,
  userList,
  userListSchema,
  userRoleFilters,
  userStatsSchema,
  userStatusFilters,
} from './userList';
export { userMessages } from './userMessages';
export { userPasswordFormSchema } from './userPasswordForm';
