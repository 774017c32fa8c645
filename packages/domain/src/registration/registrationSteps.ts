import {
  customerAddressInputSchema,
  customerEmailField,
  customerFullNameField,
  customerPhoneField,
} from '../customers';
import { messageChannelProblem } from '../messages';
import { normalizeStudentId } from '../studentId';
import { type RegistrationForm, STUDENT_ID_REQUIRED, studentIdField } from './registrationPayload';

/** The wizard's five steps (spec part 1 §2); step 6 is the success step. */
export const REGISTRATION_STEPS = [
  { step: 1, title: 'Personal' },
  { step: 2, title: 'Contact' },
  { step: 3, title: 'Address' },
  { step: 4, title: 'Student' },
  { step: 5, title: 'Review' },
] as const;
export type RegistrationStep = 1 | 2 | 3 | 4 | 5;
export const REGISTRATION_SUCCESS_STEP = 6;

export type RegistrationFieldErrors = Partial<Record<keyof RegistrationForm, string>>;

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

function fieldErrors(step: RegistrationStep, form: RegistrationForm): RegistrationFieldErrors {
  switch (step) {
    case 1:
      return { fullName: firstIssue(customerFullNameField.safeParse(form.fullName)) };
    case 2:
      return {
        phone: firstIssue(customerPhoneField.safeParse(form.phone)),
        email: firstIssue(customerEmailField.safeParse(form.email)),
        messageChannel: messageChannelProblem({ ...form, email: form.email.trim() }),
      };
    case 3:
      return {
        street: firstIssue(customerAddressInputSchema.shape.street.safeParse(form.street)),
        city: firstIssue(customerAddressInputSchema.shape.city.safeParse(form.city)),
      };
    case 4:
      if (!form.isStudent) return {};
      return {
        studentId: normalizeStudentId(form.studentId)
          ? firstIssue(studentIdField.safeParse(normalizeStudentId(form.studentId)))
          : STUDENT_ID_REQUIRED,
      };
    case 5:
      return Object.assign(
        {},
        ...([1, 2, 3, 4] as const).map((earlier) => fieldErrors(earlier, form)),
      );
  }
}

/**
 * What keeps a step from being valid, field by field (spec part 1 §5 'Registration wizard'):
 * 1 the name; 2 the phone (10 to 15 digits once spaces and dashes are dropped) and, if given, the
 * e-mail; 3 the optional address's lengths; 4 a student's ID; 5 (review) all of them. The rules
 * are the server's, so a form the wizard lets through is one the server takes.
 */
export function registrationStepErrors(
  step: RegistrationStep,
  form: RegistrationForm,
): RegistrationFieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors(step, form)).filter(([, message]) => message !== undefined),
  );
}

export function isRegistrationStepValid(step: RegistrationStep, form: RegistrationForm): boolean {
  return Object.keys(registrationStepErrors(step, form)).length === 0;
}

/**
 * The step bar's rule: a step can be clicked when it is at or before the current step, or when
 * the step before it was completed.
 */
export function canGoToStep(
  target: number,
  current: number,
  completedSteps: readonly number[],
): boolean {
  if (!Number.isInteger(target) || target < 1 || target > 5) return false;
  return target <= current || completedSteps.includes(target - 1);
}
