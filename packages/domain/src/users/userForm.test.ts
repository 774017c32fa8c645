import { describe, expect, it } from 'vitest';
import { userFormSchema } from './userForm';

const values = {
  name: ' Kamal Perera ',
  email: ' Kamal@Laundry.TEST ',
  phoneNumber: '',
  role: 'cashier' as const,
  isActive: true,
  password: 'kamal1A!',
  confirmPassword: 'kamal1A!',
};

function errors(creating: boolean, input: Record<string, unknown>) {
  const result = userFormSchema(creating).safeParse(input);
  // The first message of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('userFormSchema', () => {
  it('gives the create body: trimmed, lower-cased, no empty phone, no confirmation', () => {
    expect(userFormSchema(true).parse(values)).toEqual({
      name: 'Kamal Perera',
      email: 'kamal@laundry.test',
      role: 'cashier',
      isActive: true,
      password: 'kamal1A!',
    });
  });

  it('gives the update fields without any password, whatever was typed', () => {
    const output = userFormSchema(false).parse({ ...values, password: 'x', confirmPassword: 'y' });
    expect(output).not.toHaveProperty('password');
    expect(output).not.toHaveProperty('confirmPassword');
  });

  it('applies the password policy and the confirmation on create only', () => {
    expect(errors(true, { ...values, password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(errors(true, { ...values, password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
    });
    expect(errors(false, { ...values, password: '', confirmPassword: 'x' })).toEqual({});
  });

  it("uses the API's messages for the account's fields", () => {
    expect(
      errors(false, { ...values, name: '', email: 'not-an-email', phoneNumber: '077-123' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Invalid email format',
      phoneNumber: 'Invalid phone number (10-15 digits)',
    });
  });
});
