// The auth folder's public face: what other folders and packages may use (docs/decisions/038).
export {
  LOGIN_FAILED_MESSAGE,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  PASSWORD_CHANGE_FAILED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
} from './constants';
export {
  type ChangePasswordInput,
  changePasswordSchema,
  checkEmailSchema,
  type LoginInput,
  loginSchema,
  type ProfileInput,
  passwordFormSchema,
  profileSchema,
  type RegisterInput,
  refreshTokenSchema,
  registerSchema,
  type SetUserPasswordInput,
  setUserPasswordSchema,
} from './forms';
export { LOCKOUT_MESSAGE, lockoutWarning } from './lockout';
export { loginLockoutMachine } from './loginLockoutMachine';
export {
  type NavGroup,
  type NavItem,
  navigationFor,
  portalFooter,
  portalTitle,
} from './navigation';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordField,
  passwordMessages,
} from './passwordPolicy';
export { passwordStrength } from './passwordStrength';
export {
  type Action,
  hasPermission,
  hasRole,
  type Permissions,
  permissionsForRole,
  type Resource,
  resources,
  rolePermissions,
} from './permissions';
export { type Role, roleLabel, roleSchema, roles, roleTone } from './roles';
export {
  type AuthResult,
  authResultSchema,
  type CreateUserInput,
  createUserSchema,
  tokenPairSchema,
  type UpdateUserInput,
  type User,
  updateUserSchema,
  userFieldsSchema,
  userSchema,
} from './user';
