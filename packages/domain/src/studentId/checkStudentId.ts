import { studentInstitution, studentInstitutions } from './institutions';

/** Shortest student ID the checker looks at (spec part 1 §5). */
export const STUDENT_ID_MIN_LENGTH = 6;

export const STUDENT_ID_VALID_MESSAGE = '✓ Valid student ID';

/** A student ID as it is kept: upper case, no spaces (the wizard does this as the user types). */
export function normalizeStudentId(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

export type StudentIdCheck =
  | { status: 'empty'; valid: false; message: 'Student ID is required' }
  | {
      status: 'short';
      valid: false;
      message: 'Student ID must be at least 6 characters';
      /** 'N more character(s) needed'. */
      progress: string;
    }
  | { status: 'invalid'; valid: false; message: string }
  | { status: 'valid'; valid: true; message: typeof STUDENT_ID_VALID_MESSAGE };

/**
 * The customer form's live student ID indicator (spec part 1 §5 'Student ID checker'): empty,
 * too short (with how many characters are missing), the chosen institution's format, or valid.
 * Unknown or missing institutions are checked as 'Other'.
 */
export function checkStudentId(
  value: string | null | undefined,
  institutionId?: string | null,
): StudentIdCheck {
  const id = normalizeStudentId(value);
  if (!id) return { status: 'empty', valid: false, message: 'Student ID is required' };
  if (id.length < STUDENT_ID_MIN_LENGTH) {
    return {
      status: 'short',
      valid: false,
      message: 'Student ID must be at least 6 characters',
      progress: `${STUDENT_ID_MIN_LENGTH - id.length} more character(s) needed`,
    };
  }
  const institution = studentInstitution(institutionId);
  if (!institution.patterns.some((pattern) => pattern.test(id))) {
    return {
      status: 'invalid',
      valid: false,
      message: `Invalid format for ${institution.name}. ${institution.format}`,
    };
  }
  return { status: 'valid', valid: true, message: STUDENT_ID_VALID_MESSAGE };
}

/**
 * Whether a student ID is valid for some institution: what the student discount asks when no
 * institution was recorded (registration from the landing page does not ask for one).
 */
export function isValidStudentId(
  value: string | null | undefined,
  institutionId?: string | null,
): boolean {
  if (institutionId) return checkStudentId(value, institutionId).valid;
  return studentInstitutions.some((institution) => checkStudentId(value, institution.id).valid);
}
