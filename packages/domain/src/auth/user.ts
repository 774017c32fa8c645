import { z } from 'zod';
import { emailField, optionalPhoneField, versionField, versionSchema } from '../shared';
import { passwordField } from './passwordPolicy';
import { permissionsSchema } from './permissions';
import { roleSchema } from './roles';

/** A staff account as the API shows it (never with its password). Dates are ISO strings. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().optional(),
  role: roleSchema,
  permissions: permissionsSchema,
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Goes up with every change of the account's fields; an update sends the one it loaded. */
  version: versionSchema,
});
export type User = z.infer<typeof userSchema>;

/** What a token refresh and a password change answer: a new access token and refresh token. */
export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });

/** What sign-in and register answer: an access token, a refresh token and the user. */
export const authResultSchema = tokenPairSchema.extend({ user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

const userFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(50, 'Name cannot exceed 50 characters'),
  email: emailField({ required: 'Email is required', invalid: 'Invalid email format' }),
  phoneNumber: optionalPhoneField('Invalid phone number (10-15 digits)'),
  role: roleSchema.default('cashier'),
  isActive: z.boolean().default(true),
};

/** An account's own fields, as the user form edits them (no password, no version). */
export const userFieldsSchema = z.object(userFields);

/** POST /users (spec part 2 §5 'User form'). */
export const createUserSchema = z.strictObject({
  ...userFields,
  password: passwordField('Password is required'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/**
 * PUT /users/{id}: the same fields, never a password, and the version the form loaded (a user
 * changed meanwhile is refused with 409 instead of overwritten).
 */
export const updateUserSchema = z.strictObject({ ...userFields, version: versionField });
export type UpdateUserInput = z.input<typeof updateUserSchema>;
