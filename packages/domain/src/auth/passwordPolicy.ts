import { z } from 'zod';

/** The password rule of every form and of the server (spec: 'password minimum 6'). */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`,
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
  sameAsCurrent: 'New password must be different from current password',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
} as const;

/** A new or typed password under the policy; `required` is the field's own "is required" text. */
export function passwordField(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);
}
