import { z } from 'zod';

export interface StudentInstitution {
  id: string;
  name: string;
  /** Shown after 'Invalid format for {name}.' to say what an ID looks like. */
  format: string;
  patterns: readonly RegExp[];
}

/**
 * The institutions whose student IDs the checker knows, with their ID patterns (spec part 1 §5
 * 'Student ID checker'). IDs are matched after normalisation: upper case, no spaces.
 */
export const studentInstitutions = [
  {
    id: 'main-campus',
    name: 'Main Campus',
    format:
      'Use IT, BM, ENG, EN or ARC + 2-digit year + 5 digits (e.g. IT2112345), or SA + 2-digit year + 6 or more digits (e.g. SA21123456).',
    patterns: [/^(IT|BM|ENG|EN|ARC)\d{2}\d{5}$/, /^SA\d{2}\d{6,}$/],
  },
  {
    id: 'maritime-campus',
    name: 'Maritime Campus',
    format:
      'Use MM, MS, ME, MR, ET, EN, MG or MT + 2-digit year + 4 or more digits (e.g. MM211234).',
    patterns: [/^(MM|MS|ME|MR|ET|EN|MG|MT)\d{2}\d{4,}$/],
  },
  {
    id: 'management-campus',
    name: 'Management & Technology Campus',
    format: 'Use IT, MN, MG, SC or ED + 2-digit year + 4 or more digits (e.g. MN211234).',
    patterns: [/^(IT|MN|MG|SC|ED)\d{2}\d{4,}$/],
  },
  {
    id: 'health-campus',
    name: 'Health Sciences Campus',
    format: 'Use NU, HS, BS, MT, CP or CS + 2-digit year + 4 or more digits (e.g. NU211234).',
    patterns: [/^(NU|HS|BS|MT|CP|CS)\d{2}\d{4,}$/],
  },
  {
    id: 'state-university',
    name: 'State University',
    format: 'Use 2-4 letters/4-digit year/3 or more digits (e.g. SC/2021/123), or 8-10 digits.',
    patterns: [/^[A-Z]{2,4}\/\d{4}\/\d{3,}$/, /^\d{8,10}$/],
  },
  {
    id: 'technology-university',
    name: 'Technology University',
    format: 'Use 6 digits + a letter (e.g. 210123A), or 8-10 digits.',
    patterns: [/^\d{6}[A-Z]$/, /^\d{8,10}$/],
  },
  {
    id: 'other',
    name: 'Other',
    format: 'Use 6-15 letters, digits, slashes or hyphens.',
    patterns: [/^[A-Z0-9/-]{6,15}$/],
  },
] as const satisfies readonly StudentInstitution[];

export type StudentInstitutionId = (typeof studentInstitutions)[number]['id'];

export const studentInstitutionIds = studentInstitutions.map((institution) => institution.id) as [
  StudentInstitutionId,
  ...StudentInstitutionId[],
];

export const studentInstitutionSchema = z.enum(studentInstitutionIds, {
  error: 'Please choose an institution',
});

/** The institution with that id; unknown ids get 'Other'. */
export function studentInstitution(id: string | null | undefined): StudentInstitution {
  return (
    studentInstitutions.find((institution) => institution.id === id) ??
    // 'other' is the last entry of the list above.
    (studentInstitutions[studentInstitutions.length - 1] as StudentInstitution)
  );
}
