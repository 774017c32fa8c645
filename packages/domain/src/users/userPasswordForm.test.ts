import { describe, expect, it } from 'vitest';
import { userPasswordFormSchema } from './userPasswordForm';

function errors(own: boolean, values: Record<string, string>) {
  const result = userPasswordFormSchema(own).safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('userPasswordFormSchema', () => {
  it('needs the current password only for one’s own account', () => {
    const values = { currentPassword: '', newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(errors(true, values)).toEqual({ currentPassword: 'Current password is required' });
    expect(errors(false, values)).toEqual({});
  });

  it('refuses a new password equal to the current one, and a mismatched confirmation', () => {
    expect(
      errors(true, { currentPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'x' }),
    ).toEqual({
      newPassword: 'New password must be different from current password',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('applies the password policy and asks for the confirmation', () => {
    expect(errors(false, { currentPassword: '', newPassword: 'abc', confirmPassword: '' })).toEqual(
      {
        newPassword: 'Password must be at least 6 characters',
        confirmPassword: 'Please confirm your password',
      },
    );
  });
});
