import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordField, passwordMessages } from '../auth';

/**
 * The users area's password dialog (spec part 2 §5 'Password change dialog'): the current password
 * only for one's own account, the new one under the policy and different from the current, and a
 * matching confirmation. What is sent is `setUserPasswordSchema`'s fields.
 */
export function userPasswordFormSchema(own: boolean) {
  return z
    .object({
      currentPassword: z.string().max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
      newPassword: passwordField('New password is required'),
      confirmPassword: z.string().min(1, passwordMessages.confirmRequired),
    })
    .superRefine((values, ctx) => {
      if (own && !values.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          message: passwordMessages.currentRequired,
          path: ['currentPassword'],
        });
      }
      if (own && values.currentPassword && values.newPassword === values.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          message: passwordMessages.sameAsCurrent,
          path: ['newPassword'],
        });
      }
      if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
        ctx.addIssue({
          code: 'custom',
          message: passwordMessages.mismatch,
          path: ['confirmPassword'],
        });
      }
    });
}
