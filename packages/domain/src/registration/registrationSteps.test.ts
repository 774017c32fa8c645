import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION_FORM, type RegistrationForm } from './registrationPayload';
import {
  canGoToStep,
  isRegistrationStepValid,
  REGISTRATION_STEPS,
  registrationStepErrors,
} from './registrationSteps';

const complete: RegistrationForm = {
  fullName: 'Nimal Perera',
  phone: '0771234567',
  email: '',
  street: '',
  city: '',
  isStudent: false,
  studentId: '',
  messageChannel: 'sms',
  messagesOptOut: false,
  language: 'en',
};

describe('REGISTRATION_STEPS', () => {
  it('names the five steps', () => {
    expect(REGISTRATION_STEPS.map((s) => s.title)).toEqual([
      'Personal',
      'Contact',
      'Address',
      'Student',
      'Review',
    ]);
  });
});

describe('registrationStepErrors', () => {
  it('step 1 needs a name', () => {
    expect(registrationStepErrors(1, EMPTY_REGISTRATION_FORM)).toEqual({
      fullName: 'Full name is required',
    });
    expect(registrationStepErrors(1, { ...complete, fullName: '   ' })).toEqual({
      fullName: 'Full name is required',
    });
    expect(registrationStepErrors(1, complete)).toEqual({});
  });

  it('step 2 needs 10 to 15 digits and, if given, an e-mail', () => {
    expect(registrationStepErrors(2, { ...complete, phone: '077123456' })).toEqual({
      phone: 'Please enter a valid phone number (10-15 digits)',
    });
    expect(isRegistrationStepValid(2, { ...complete, phone: '077 123 4567' })).toBe(true);
    expect(isRegistrationStepValid(2, { ...complete, phone: '+94 77 123 4567' })).toBe(true);
    expect(registrationStepErrors(2, { ...complete, email: 'nimal.mail.lk' })).toEqual({
      email: 'Invalid email address',
    });
    expect(isRegistrationStepValid(2, { ...complete, email: 'nimal@mail.lk' })).toBe(true);
  });

  it('step 2 asks for an e-mail address when messages go by e-mail, unless opted out', () => {
    expect(registrationStepErrors(2, { ...complete, messageChannel: 'email' })).toEqual({
      messageChannel: 'An e-mail address is needed to send messages by e-mail',
    });
    expect(
      isRegistrationStepValid(2, { ...complete, messageChannel: 'email', email: 'n@mail.lk' }),
    ).toBe(true);
    expect(
      isRegistrationStepValid(2, { ...complete, messageChannel: 'email', messagesOptOut: true }),
    ).toBe(true);
    expect(isRegistrationStepValid(2, { ...complete, messageChannel: 'whatsapp' })).toBe(true);
  });

  it('step 3 takes an empty address', () => {
    expect(isRegistrationStepValid(3, complete)).toBe(true);
    expect(registrationStepErrors(3, { ...complete, city: 'x'.repeat(101) })).toEqual({
      city: 'City must be less than 100 characters',
    });
  });

  it("step 4 needs a student's ID, and nothing from others", () => {
    expect(isRegistrationStepValid(4, complete)).toBe(true);
    expect(registrationStepErrors(4, { ...complete, isStudent: true })).toEqual({
      studentId: 'Student ID is required',
    });
    expect(registrationStepErrors(4, { ...complete, isStudent: true, studentId: '  ' })).toEqual({
      studentId: 'Student ID is required',
    });
    // The wizard does not check the institution pattern (spec part 1 §5).
    expect(isRegistrationStepValid(4, { ...complete, isStudent: true, studentId: 'x1' })).toBe(
      true,
    );
  });

  it('step 5 gathers every step', () => {
    expect(registrationStepErrors(5, { ...EMPTY_REGISTRATION_FORM, isStudent: true })).toEqual({
      fullName: 'Full name is required',
      phone: 'Please enter a valid phone number (10-15 digits)',
      studentId: 'Student ID is required',
    });
    expect(isRegistrationStepValid(5, complete)).toBe(true);
  });
});

describe('canGoToStep', () => {
  it('allows the current step and any before it', () => {
    expect(canGoToStep(1, 3, [1, 2])).toBe(true);
    expect(canGoToStep(3, 3, [1, 2])).toBe(true);
  });

  it('allows a later step only when the one before it was completed', () => {
    expect(canGoToStep(4, 2, [1, 2, 3])).toBe(true);
    expect(canGoToStep(4, 2, [1, 2])).toBe(false);
    expect(canGoToStep(2, 1, [])).toBe(false);
  });

  it('knows only steps 1 to 5', () => {
    expect(canGoToStep(0, 3, [1, 2])).toBe(false);
    expect(canGoToStep(6, 5, [1, 2, 3, 4, 5])).toBe(false);
    expect(canGoToStep(2.5, 3, [1, 2])).toBe(false);
  });
});
