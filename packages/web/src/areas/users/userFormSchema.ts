import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateUserInput,
  createUserSchema,
  type Role,
  type UpdateUserInput,
  updateUserSchema,
} from '@laundry/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

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
export type UserFormOutput = UpdateUserInput & { password?: string };

const createResolver = zodResolver(createUserSchema);
const updateResolver = zodResolver(updateUserSchema);

/**
 * The user form's checks (spec part 2 §5 'User form'): the domain's create or update schema
 * (trimmed, lower-cased e-mail; empty phone left out; the password only on create), and on
 * create the confirmation must equal the password ('Passwords do not match').
 */
export function userFormResolver(
  creating: boolean,
): Resolver<UserFormValues, unknown, UserFormOutput> {
  return async (values, context, options) => {
    const { password, confirmPassword, ...fields } = values;
    const checked = creating
      ? await createResolver({ ...fields, password } as CreateUserInput, context, options as never)
      : await updateResolver(fields as UpdateUserInput, context, options as never);
    const errors = { ...checked.errors } as FieldErrors<UserFormValues>;
    if (creating && password !== confirmPassword) {
      errors.confirmPassword = { type: 'custom', message: 'Passwords do not match' };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: checked.values as UserFormOutput, errors: {} };
  };
}
