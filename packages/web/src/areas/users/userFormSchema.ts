import {
  createUserSchema,
  passwordMessages,
  type Role,
  type UpdateUserInput,
  updateUserSchema,
} from '@laundry/domain';
import { z } from 'zod';

/** What the user form holds: the API's fields plus the confirmation, which is never sent. */
export interface UserFormValues {
  name: string;
  email: string;
  phoneNumber: string;
  role: Role;
  isActive: boolean;
  password: string;
  confirmPassword: string;
}

/** What the form hands to the save: the create or update body (checked, trimmed, lower-cased). */
export type UserFormOutput = Omit<UpdateUserInput, 'version'> & { password?: string };

/**
 * The user form's schema (spec part 2 §5 'User form'): the domain's create or update schema
 * (trimmed, lower-cased e-mail; empty phone left out; the password policy only on create), and on
 * create the confirmation must equal the password. Nothing here is a rule of its own: it only
 * adds the confirmation field, which the API never receives.
 */
export function userFormSchema(creating: boolean): z.ZodType<UserFormOutput, UserFormValues> {
  // The version is the loaded record's, added at save time: the fields are checked without it.
  const body = creating ? createUserSchema : updateUserSchema.omit({ version: true });
  return z
    .object({ password: z.string(), confirmPassword: z.string() })
    .passthrough()
    .transform(({ confirmPassword, ...values }, ctx) => {
      const fields = creating ? values : { ...values, password: undefined };
      const checked = body.safeParse(
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      );
      // Every field's message at once, as one submit shows them all.
      for (const issue of checked.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      if (creating && confirmPassword !== values.password) {
        ctx.addIssue({
          code: 'custom',
          message: passwordMessages.mismatch,
          path: ['confirmPassword'],
        });
      }
      return checked.success ? (checked.data as UserFormOutput) : z.NEVER;
    }) as unknown as z.ZodType<UserFormOutput, UserFormValues>;
}
