import { z } from 'zod';
import { passwordField, passwordMessages, userFieldsSchema } from '../auth';

/** What the user form holds: the account's fields, the password and its confirmation. */
export interface UserFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  role: 'admin' | 'cashier';
  isActive: boolean;
  password: string;
  confirmPassword: string;
}

/** What the form gives the save: the account's fields, and the password on create. */
export type UserFormOutput = z.output<typeof userFieldsSchema> & { password?: string };

/**
 * The user form (spec part 2 §5 'User form'): the account's fields under the same rules as
 * POST and PUT /users (trimmed name, lower-cased e-mail, an empty phone left out). On create the
 * password follows the policy and the confirmation must equal it; on edit neither is sent. The
 * output is the request body without the version, which the page adds.
 */
export function userFormSchema(creating: boolean) {
  const schema = userFieldsSchema
    .extend({
      password: creating ? passwordField('Password is required') : z.string().optional(),
      confirmPassword: z.string().optional(),
    })
    .superRefine((values, ctx) => {
      if (creating && (values.confirmPassword ?? '') !== values.password) {
        ctx.addIssue({
          code: 'custom',
          message: passwordMessages.mismatch,
          path: ['confirmPassword'],
        });
      }
    })
    .transform(
      ({ confirmPassword: _never, password, ...fields }): UserFormOutput =>
        creating ? { ...fields, password: password ?? '' } : fields,
    );
  // The form always holds every field: its values are a narrower input than the schema accepts.
  return schema as unknown as z.ZodType<UserFormOutput, UserFormValues>;
}
