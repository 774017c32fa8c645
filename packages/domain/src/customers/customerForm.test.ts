import { describe, expect, it } from 'vitest';
import { createCustomerSchema, customerFormSchema, updateCustomerSchema } from './customerForm';

const valid = { fullName: 'Nimal Perera', phoneNumber: '0771234567' };

function messages(
  schema: typeof createCustomerSchema | typeof updateCustomerSchema,
  input: unknown,
) {
  return (
    schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
    []
  );
}

describe('createCustomerSchema', () => {
  it('takes the smallest valid customer', () => {
    expect(createCustomerSchema.parse(valid)).toEqual({
      ...valid,
      email: undefined,
      isStudent: false,
      campusId: undefined,
      institution: undefined,
      messageChannel: 'sms',
      messagesOptOut: false,
      language: 'en',
    });
  });

  it.each([
    [undefined, 'Full name is required'],
    ['', 'Full name is required'],
    ['   ', 'Full name is required'],
    ['N', 'Name must be at least 2 characters'],
    ['x'.repeat(101), 'Name must be less than 100 characters'],
  ])('fullName %j → %s', (fullName, message) => {
    expect(messages(createCustomerSchema, { ...valid, fullName })).toEqual([['fullName', message]]);
  });

  it('takes names of 2 and 100 characters, trimmed', () => {
    expect(createCustomerSchema.parse({ ...valid, fullName: ' Al ' }).fullName).toBe('Al');
    expect(createCustomerSchema.safeParse({ ...valid, fullName: 'x'.repeat(100) }).success).toBe(
      true,
    );
  });

  it.each([undefined, '', '077123456', '0771234567890123', '077 abc 4567', '077/123/4567'])(
    'phoneNumber %j is refused',
    (phoneNumber) => {
      expect(messages(createCustomerSchema, { ...valid, phoneNumber })).toEqual([
        ['phoneNumber', 'Please enter a valid phone number (10-15 digits)'],
      ]);
    },
  );

  it.each([
    ['0771234567', '0771234567'],
    ['94771234567', '94771234567'],
    ['123456789012345', '123456789012345'],
    ['077 123 4567', '0771234567'],
    ['077-123-4567', '0771234567'],
    ['+94 77 123 4567', '0771234567'],
  ])('phoneNumber %s is taken as %s', (phoneNumber, stored) => {
    expect(createCustomerSchema.parse({ ...valid, phoneNumber }).phoneNumber).toBe(stored);
  });

  it('takes an empty or valid e-mail, lower-cased', () => {
    expect(createCustomerSchema.parse({ ...valid, email: '' }).email).toBeUndefined();
    expect(createCustomerSchema.parse({ ...valid, email: ' Nimal@Mail.LK ' }).email).toBe(
      'nimal@mail.lk',
    );
    expect(messages(createCustomerSchema, { ...valid, email: 'nimal@' })).toEqual([
      ['email', 'Invalid email address'],
    ]);
  });

  it('needs a student ID for a student, and normalises it', () => {
    expect(messages(createCustomerSchema, { ...valid, isStudent: true })).toEqual([
      ['campusId', 'Student ID is required for students'],
    ]);
    expect(messages(createCustomerSchema, { ...valid, isStudent: true, campusId: '  ' })).toEqual([
      ['campusId', 'Student ID is required for students'],
    ]);
    expect(
      createCustomerSchema.parse({
        ...valid,
        isStudent: true,
        campusId: 'it 21 12345',
        institution: 'main-campus',
      }),
    ).toMatchObject({ isStudent: true, campusId: 'IT2112345', institution: 'main-campus' });
  });

  it('drops the student ID of a non-student', () => {
    const parsed = createCustomerSchema.parse({
      ...valid,
      isStudent: false,
      campusId: 'IT2112345',
      institution: 'main-campus',
    });
    expect(parsed.campusId).toBeUndefined();
    expect(parsed.institution).toBeUndefined();
  });

  it('keeps a trimmed address and drops empty parts', () => {
    expect(
      createCustomerSchema.parse({ ...valid, address: { street: ' 12 Main St ', city: '' } })
        .address,
    ).toEqual({ street: '12 Main St', city: undefined });
    expect(
      messages(createCustomerSchema, { ...valid, address: { street: 'x'.repeat(201) } }),
    ).toEqual([['address.street', 'Street must be less than 200 characters']]);
  });

  it('refuses loyalty points and unknown fields on create', () => {
    expect(createCustomerSchema.safeParse({ ...valid, loyaltyPoints: 50 }).success).toBe(false);
    expect(createCustomerSchema.safeParse({ ...valid, totalSpent: 5 }).success).toBe(false);
  });

  it('reports several problems at once', () => {
    expect(
      messages(createCustomerSchema, { fullName: '', phoneNumber: '1', isStudent: true }),
    ).toEqual([
      ['fullName', 'Full name is required'],
      ['phoneNumber', 'Please enter a valid phone number (10-15 digits)'],
      ['campusId', 'Student ID is required for students'],
    ]);
  });
});

describe('updateCustomerSchema / customerFormSchema', () => {
  it('the form edits the fields a create takes', () => {
    expect(customerFormSchema).toBe(createCustomerSchema);
  });

  it('takes the version the form loaded, and refuses loyalty points of any kind', () => {
    expect(updateCustomerSchema.parse({ ...valid, version: 3 }).version).toBe(3);
    for (const loyaltyPoints of [50, '120', '', 'abc', true, {}, []]) {
      expect(messages(updateCustomerSchema, { ...valid, version: 3, loyaltyPoints })).toEqual([
        ['', 'Unrecognized key: "loyaltyPoints"'],
      ]);
    }
  });

  it.each([
    [undefined, 'Version is required: reload the record and try again'],
    ['2', 'Version is required: reload the record and try again'],
    [1.5, 'Version must be a whole number'],
    [0, 'Version must be at least 1'],
    [2_147_483_648, 'Version is out of range'],
  ])('refuses the version %j: %s', (version, message) => {
    expect(messages(updateCustomerSchema, { ...valid, version })).toEqual([['version', message]]);
  });
});
