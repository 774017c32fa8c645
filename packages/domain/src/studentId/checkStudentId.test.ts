import { describe, expect, it } from 'vitest';
import { checkStudentId, isValidStudentId, normalizeStudentId } from './checkStudentId';
import { studentInstitution, studentInstitutionSchema, studentInstitutions } from './institutions';

describe('normalizeStudentId', () => {
  it('upper-cases and removes spaces', () => {
    expect(normalizeStudentId(' it 21 12345 ')).toBe('IT2112345');
    expect(normalizeStudentId('sc/2021/123')).toBe('SC/2021/123');
    expect(normalizeStudentId(undefined)).toBe('');
  });
});

describe('checkStudentId: length', () => {
  it("says 'Student ID is required' when empty", () => {
    expect(checkStudentId('', 'main-campus')).toEqual({
      status: 'empty',
      valid: false,
      message: 'Student ID is required',
    });
    expect(checkStudentId('   ', 'other').status).toBe('empty');
    expect(checkStudentId(null).status).toBe('empty');
  });

  it.each([
    ['I', '5 more character(s) needed'],
    ['IT', '4 more character(s) needed'],
    ['IT2', '3 more character(s) needed'],
    ['IT21', '2 more character(s) needed'],
    ['IT211', '1 more character(s) needed'],
  ])('%s is too short: %s', (value, progress) => {
    expect(checkStudentId(value, 'main-campus')).toEqual({
      status: 'short',
      valid: false,
      message: 'Student ID must be at least 6 characters',
      progress,
    });
  });
});

/** Every institution, row by row: IDs its pattern takes and IDs it refuses. */
const table: Record<string, { valid: string[]; invalid: string[] }> = {
  'main-campus': {
    valid: [
      'IT2112345',
      'BM2254321',
      'ENG2011111',
      'EN1900000',
      'ARC2312345',
      'SA21123456',
      'SA211234567',
      'it 21 12345',
    ],
    invalid: [
      'IT211234',
      'IT21123456',
      'XX2112345',
      'SA2112345',
      'ITAB12345',
      'MM211234',
      'IT-2112345',
    ],
  },
  'maritime-campus': {
    valid: [
      'MM211234',
      'MS2212345',
      'ME201234',
      'MR191234',
      'ET211234',
      'EN211234',
      'MG211234',
      'MT2112345678',
    ],
    invalid: ['MM21123', 'IT211234', 'MMAA1234', 'M2112345', 'MM21/1234'],
  },
  'management-campus': {
    valid: ['IT211234', 'MN211234', 'MG2212345', 'SC201234', 'ED191234'],
    invalid: ['MN21123', 'NU211234', 'BM211234', 'MN-211234'],
  },
  'health-campus': {
    valid: ['NU211234', 'HS211234', 'BS2212345', 'MT201234', 'CP191234', 'CS211234'],
    invalid: ['NU21123', 'IT211234', 'ED211234', 'NUXX1234'],
  },
  'state-university': {
    valid: [
      'SC/2021/123',
      'AS/2019/12345',
      'MED/2020/001',
      'ENGG/2018/999',
      '12345678',
      '1234567890',
      'sc/2021/123',
    ],
    invalid: [
      'S/2021/123',
      'SCIEN/2021/123',
      'SC/21/123',
      'SC/2021/12',
      'SC-2021-123',
      '1234567',
      '12345678901',
    ],
  },
  'technology-university': {
    valid: ['210123A', '190001x', '12345678', '1234567890'],
    invalid: ['21012A', '2101234A', '210123AB', 'A210123', '1234567', '12345678901'],
  },
  other: {
    valid: ['ABC123', 'STU-2021/0001', 'A1B2C3D4E5F6G7H', '123456'],
    invalid: ['ABC12#', 'ABC_123', 'A1B2C3D4E5F6G7H8', 'ABC.123'],
  },
};

describe('checkStudentId: institution patterns', () => {
  it('covers every institution', () => {
    expect(Object.keys(table).sort()).toEqual(studentInstitutions.map((i) => i.id).sort());
  });

  for (const institution of studentInstitutions) {
    const rows = table[institution.id] ?? { valid: [], invalid: [] };
    describe(institution.name, () => {
      it.each(rows.valid)('takes %s', (value) => {
        expect(checkStudentId(value, institution.id)).toEqual({
          status: 'valid',
          valid: true,
          message: '✓ Valid student ID',
        });
      });

      it.each(rows.invalid)('refuses %s', (value) => {
        expect(checkStudentId(value, institution.id)).toEqual({
          status: 'invalid',
          valid: false,
          message: `Invalid format for ${institution.name}. ${institution.format}`,
        });
      });
    });
  }

  it('spells the message out', () => {
    expect(checkStudentId('XX2112345', 'main-campus').message).toBe(
      'Invalid format for Main Campus. Use IT, BM, ENG, EN or ARC + 2-digit year + 5 digits (e.g. IT2112345), or SA + 2-digit year + 6 or more digits (e.g. SA21123456).',
    );
  });

  it("checks an unknown or missing institution as 'Other'", () => {
    expect(checkStudentId('ABC123').status).toBe('valid');
    expect(checkStudentId('ABC12#', 'nowhere').message).toMatch(/^Invalid format for Other\. /);
    expect(studentInstitution('nowhere').id).toBe('other');
  });
});

describe('isValidStudentId', () => {
  it('accepts an ID valid for any institution when none is named', () => {
    expect(isValidStudentId('IT2112345')).toBe(true);
    expect(isValidStudentId('SC/2021/123')).toBe(true);
    expect(isValidStudentId('ABC12#')).toBe(false);
    expect(isValidStudentId('IT21')).toBe(false);
    expect(isValidStudentId('')).toBe(false);
    expect(isValidStudentId(null)).toBe(false);
  });

  it("checks the named institution's pattern", () => {
    expect(isValidStudentId('MM211234', 'maritime-campus')).toBe(true);
    expect(isValidStudentId('MM211234', 'main-campus')).toBe(false);
  });
});

describe('studentInstitutionSchema', () => {
  it('takes the known ids only', () => {
    expect(studentInstitutionSchema.safeParse('main-campus').success).toBe(true);
    expect(studentInstitutionSchema.safeParse('elsewhere').error?.issues[0]?.message).toBe(
      'Please choose an institution',
    );
  });
});
