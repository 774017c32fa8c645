import { z } from 'zod';
import { emailField, optionalPhoneField } from '../shared';
import { PASSWORD_MAX_LENGTH, passwordField, passwordMessages } from './passwordPolicy';

const signInEmail = emailField({ required: 'Email is required', invalid: 'Invalid email address' });

/** Sign-in form and POST /auth/login body (spec part 1 §5 'Login'). */
export const loginSchema = z.strictObject({
  email: signInEmail,
  password: passwordField('Password is required'),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Account Settings → Profile and PUT /auth/profile. The rule allows 50; the message says "less than". */
export const profileSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(2, 'Name must be at least 2 characters')
    .max(50, 'Name must be less than 50 characters'),
  email: signInEmail,
  phoneNumber: optionalPhoneField('Please enter a valid phone number'),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** Account Settings → Password (the form, with its confirmation). */
export const passwordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
    newPassword: passwordField('New password is required'),
    confirmPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords must match',
    path: ['confirmPassword'],
  });

/** PUT /auth/change-password body. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string()
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
  newPassword: passwordField('New password is required'),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /users/{id}/password: an admin resetting someone else's password needs no current one. */
export const setUserPasswordSchema = z.strictObject({
  newPassword: passwordField('New password is required'),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong).optional(),
});
export type SetUserPasswordInput = z.input<typeof setUserPasswordSchema>;

/** POST /auth/refresh-token body. */
export const refreshTokenSchema = z.strictObject({
  refreshToken: z
    .string({ error: 'Refresh token is required' })
    .min(1, 'Refresh token is required')
    .max(512, 'Invalid or expired refresh token'),
});

/** POST /auth/check-email body. */
export const checkEmailSchema = z.strictObject({ email: signInEmail });

/**
 * POST /auth/register: opens only while the database has no account at all, to create the first
 * administrator. After that, accounts are made by an admin (back-office or CLI).
 */
export const registerSchema = z.strictObject({
  name: profileSchema.shape.name,
  email: signInEmail,
  password: passwordField('Password is required'),
  phoneNumber: optionalPhoneField('Please enter a valid phone number'),
});
export type RegisterInput = z.input<typeof registerSchema>;
