import { describe, expect, it } from 'vitest';
import {
  buildRegistrationPayload,
  EMPTY_REGISTRATION_FORM,
  type RegistrationForm,
  registrationPayloadSchema,
  registrationResponseSchema,
} from './registrationPayload';

const form: RegistrationForm = {
  ...EMPTY_REGISTRATION_FORM,
  fullName: '  Nimal Perera ',
  phone: '077 123-4567',
  street: ' 12 Temple Rd ',
  city: 'Malabe',
};

describe('buildRegistrationPayload', () => {
  it('sends the phone twice, omits an empty e-mail and sends null for a non-student', () => {
    expect(buildRegistrationPayload(form, null)).toEqual({
      fullName: 'Nimal Perera',
      phone: '0771234567',
      phoneNumber: '0771234567',
      address: { street: '12 Temple Rd', city: 'Malabe' },
      isStudent: false,
      studentId: null,
      messageChannel: 'sms',
      messagesOptOut: false,
      language: 'en',
    });
  });

  it('sends the e-mail, the normalised student ID and the campaign code when there are some', () => {
    const payload = buildRegistrationPayload(
      { ...form, email: ' nimal@mail.lk ', isStudent: true, studentId: 'it 21 12345' },
      'GRANDOPENING2025',
    );
    expect(payload).toMatchObject({
      email: 'nimal@mail.lk',
      isStudent: true,
      studentId: 'IT2112345',
      campaignCode: 'GRANDOPENING2025',
    });
  });

  it('leaves the campaign code out when no campaign runs', () => {
    expect('campaignCode' in buildRegistrationPayload(form, null)).toBe(false);
    expect('campaignCode' in buildRegistrationPayload(form)).toBe(false);
    expect('email' in buildRegistrationPayload(form)).toBe(false);
  });

  it('builds what the server schema takes', () => {
    const payload = buildRegistrationPayload(
      { ...form, email: 'Nimal@Mail.lk', isStudent: true, studentId: 'sc/2021/123' },
      'GRANDOPENING2025',
    );
    expect(registrationPayloadSchema.parse(payload)).toEqual({
      fullName: 'Nimal Perera',
      phone: '0771234567',
      phoneNumber: '0771234567',
      email: 'nimal@mail.lk',
      address: { street: '12 Temple Rd', city: 'Malabe' },
      isStudent: true,
      studentId: 'SC/2021/123',
      messageChannel: 'sms',
      messagesOptOut: false,
      language: 'en',
      campaignCode: 'GRANDOPENING2025',
    });
  });
});

describe('registrationPayloadSchema', () => {
  const valid = buildRegistrationPayload(form, null);

  function issues(input: unknown) {
    return (
      registrationPayloadSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []
    );
  }

  it('drops empty address parts and forces studentId to null for non-students', () => {
    expect(
      registrationPayloadSchema.parse({
        ...valid,
        address: { street: '', city: '' },
        studentId: 'IT2112345',
      }),
    ).toMatchObject({ address: { street: undefined, city: undefined }, studentId: null });
  });

  it.each([
    [{ fullName: '' }, [['fullName', 'Full name is required']]],
    [
      { phone: '0771', phoneNumber: '0771' },
      [
        ['phone', 'Please enter a valid phone number (10-15 digits)'],
        ['phoneNumber', 'Please enter a valid phone number (10-15 digits)'],
      ],
    ],
    [{ phoneNumber: '0779999999' }, [['phoneNumber', 'Phone numbers do not match']]],
    [{ email: 'nimal' }, [['email', 'Invalid email address']]],
    [{ isStudent: true, studentId: null }, [['studentId', 'Student ID is required']]],
    [{ isStudent: true, studentId: '  ' }, [['studentId', 'Student ID is required']]],
  ])('%j → %j', (change, expected) => {
    expect(issues({ ...valid, ...change })).toEqual(expected);
  });

  it('refuses unknown fields', () => {
    expect(registrationPayloadSchema.safeParse({ ...valid, loyaltyPoints: 1000 }).success).toBe(
      false,
    );
  });
});

describe('registrationResponseSchema', () => {
  it('reads the new customer with its discount', () => {
    const data = {
      customer: {
        _id: 'c1',
        fullName: 'Nimal Perera',
        phoneNumber: '0771234567',
        isStudent: true,
        campusId: 'IT2112345',
        loyaltyPoints: 0,
        totalOrders: 0,
        totalSpent: 0,
        eligibleForStudentDiscount: true,
        campaignCode: 'GRANDOPENING2025',
        createdAt: '2025-11-01T04:00:00.000Z',
        version: 1,
        discountInfo: {
          percentage: 20,
          description: 'Grand Opening 2025: 20% off your first order',
          isOneTime: true,
          type: 'campaign',
        },
      },
    };
    expect(registrationResponseSchema.parse(data)).toEqual(data);
    expect(
      registrationResponseSchema.parse({ customer: { ...data.customer, discountInfo: null } })
        .customer.discountInfo,
    ).toBeNull();
  });
});

describe('the customer’s language (issue 42)', () => {
  it('is sent as chosen and read as English when a payload has none', () => {
    expect(buildRegistrationPayload({ ...form, language: 'si' }, null).language).toBe('si');
    const { language: _none, ...withoutLanguage } = buildRegistrationPayload(form, null);
    expect(registrationPayloadSchema.parse(withoutLanguage).language).toBe('en');
    expect(() => registrationPayloadSchema.parse({ ...withoutLanguage, language: 'fr' })).toThrow();
  });
});
