/** Sign-in lockout (spec part 1 §4 and §9): 5 failures lock for 5 minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 300_000;

/** Where the browser keeps the session (spec part 1 §9 'Stored keys'). */
export const STORAGE_KEYS = {
  token: 'auth_token',
  refreshToken: 'refresh_token',
  user: 'user_data',
} as const;

/** Client request timeout (spec part 1 §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Spec part 1 §8 'Auth fallbacks': what a failed sign-in, registration, profile update or
 * password change says when the failure carries no message.
 */
export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Profile update failed';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Password change failed';
