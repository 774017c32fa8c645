import { describe, expect, it } from 'vitest';
import * as domain from './index';

/** The names docs/decisions/002-foundation-interfaces.md promises to other packages. */
const promised = [
  'sessionMachine',
  'loginLockoutMachine',
  'lockoutWarning',
  'LOCKOUT_MESSAGE',
  'formSubmissionMachine',
  'navigationFor',
  'portalTitle',
  'portalFooter',
  'formatCurrency',
  'formatDate',
  'formatLongDateTime',
  'formatClock',
  'formatPhone',
  'initials',
  'capitalize',
  'displayName',
  // 001: the permission map and the auth schemas.
  'rolePermissions',
  'hasPermission',
  'loginSchema',
  'registerSchema',
  'profileSchema',
  'changePasswordSchema',
  'refreshTokenSchema',
  'checkEmailSchema',
  'createUserSchema',
  'updateUserSchema',
  'setUserPasswordSchema',
] as const;

describe('@laundry/domain public names', () => {
  it.each(promised)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
