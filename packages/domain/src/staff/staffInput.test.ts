import { describe, expect, it } from 'vitest';
import {
  createStaffSchema,
  staffDateIssues,
  staffFormSchema,
  staffValidationSummary,
  updateStaffSchema,
} from './staffInput';

const TODAY = '2026-03-02';

function valid() {
  return {
    personalInfo: {
      firstName: ' Nimal ',
      lastName: 'Perera',
      dateOfBirth: '1998-05-14',
      gender: 'male',
      phoneNumber: '0771234567',
      email: 'Nimal@Laundry.LK',
    },
    employmentInfo: { position: 'Washer', hireDate: '2025-01-06' },
  };
}

/** The first message the server's schema gives for the input, with its path. */
function firstIssue(input: unknown, schema = createStaffSchema(TODAY)) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return { path: issue?.path.join('.'), message: issue?.message };
}

function withPersonal(fields: Record<string, unknown>) {
  const input = valid();
  return { ...input, personalInfo: { ...input.personalInfo, ...fields } };
}
function withEmployment(fields: Record<string, unknown>) {
  const input = valid();
  return { ...input, employmentInfo: { ...input.employmentInfo, ...fields } };
}

describe('createStaffSchema', () => {
  it('trims, lower-cases the e-mail and fills the defaults (Sri Lanka, decision 032)', () => {
    const parsed = createStaffSchema(TODAY).parse(valid());
    expect(parsed.personalInfo.firstName).toBe('Nimal');
    expect(parsed.personalInfo.email).toBe('nimal@laundry.lk');
    expect(parsed.personalInfo.address.country).toBe('Sri Lanka');
    expect(parsed.employmentInfo).toMatchObject({
      employmentType: 'full_time',
      status: 'active',
      workSchedule: {
        startTime: '09:00',
        endTime: '18:00',
        workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        shiftType: 'morning',
      },
      salary: { amount: 0, currency: 'LKR', paymentFrequency: 'monthly' },
    });
  });

  it.each([
    ['personalInfo.firstName', withPersonal({ firstName: '  ' }), 'First name is required'],
    ['personalInfo.lastName', withPersonal({ lastName: undefined }), 'Last name is required'],
    ['personalInfo.dateOfBirth', withPersonal({ dateOfBirth: '' }), 'Date of birth is required'],
    [
      'personalInfo.dateOfBirth',
      withPersonal({ dateOfBirth: '1998-02-30' }),
      'Please enter a valid date',
    ],
    ['personalInfo.gender', withPersonal({ gender: undefined }), 'Gender is required'],
    ['personalInfo.gender', withPersonal({ gender: 'robot' }), 'Gender is required'],
    ['personalInfo.phoneNumber', withPersonal({ phoneNumber: '' }), 'Phone number is required'],
    [
      'personalInfo.phoneNumber',
      withPersonal({ phoneNumber: '077123456' }),
      'Please enter a valid phone number',
    ],
    [
      'personalInfo.phoneNumber',
      withPersonal({ phoneNumber: '0771234567890123' }),
      'Please enter a valid phone number',
    ],
    [
      'personalInfo.phoneNumber',
      withPersonal({ phoneNumber: '077123456x' }),
      'Please enter a valid phone number',
    ],
    ['personalInfo.email', withPersonal({ email: 'nimal@' }), 'Please enter a valid email address'],
    ['employmentInfo.position', withEmployment({ position: '' }), 'Position is required'],
    ['employmentInfo.hireDate', withEmployment({ hireDate: undefined }), 'Hire date is required'],
    [
      'employmentInfo.hireDate',
      withEmployment({ hireDate: '2026-03-03' }),
      'Hire date cannot be in the future',
    ],
    [
      'personalInfo.dateOfBirth',
      withPersonal({ dateOfBirth: TODAY }),
      'Date of birth must be in the past',
    ],
    [
      'employmentInfo.salary.amount',
      withEmployment({ salary: { amount: -1 } }),
      'Salary amount cannot be negative',
    ],
    [
      'employmentInfo.salary.amount',
      withEmployment({ salary: { amount: 10_000_000.01 } }),
      'Amount cannot exceed 10,000,000',
    ],
    [
      'employmentInfo.salary.amount',
      withEmployment({ salary: { amount: 100.001 } }),
      'Amount can have at most 2 decimals',
    ],
    [
      'employmentInfo.workSchedule.startTime',
      withEmployment({ workSchedule: { startTime: '25:00' } }),
      'Please enter a time as HH:MM',
    ],
    [
      'employmentInfo.reportingManager',
      withEmployment({ reportingManager: 'the boss' }),
      'Please choose a reporting manager from the list',
    ],
  ])('refuses a bad %s', (path, input, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it('normalises the phone number as every other form does', () => {
    const parsed = createStaffSchema(TODAY).parse(withPersonal({ phoneNumber: '+94 77 123 4567' }));
    expect(parsed.personalInfo.phoneNumber).toBe('0771234567');
  });

  it('accepts an empty e-mail and an empty reporting manager as none', () => {
    const parsed = createStaffSchema(TODAY).parse(withEmployment({ reportingManager: '' }));
    expect(parsed.employmentInfo.reportingManager).toBeUndefined();
    expect(createStaffSchema(TODAY).parse(withPersonal({ email: ' ' })).personalInfo.email).toBe(
      undefined,
    );
  });

  it('accepts a salary of 0 and a hire date of today', () => {
    expect(
      createStaffSchema(TODAY).safeParse(withEmployment({ hireDate: TODAY, salary: { amount: 0 } }))
        .success,
    ).toBe(true);
  });

  it('makes one working day sent as text a list, in week order', () => {
    const one = createStaffSchema(TODAY).parse(
      withEmployment({ workSchedule: { workingDays: 'saturday' } }),
    );
    expect(one.employmentInfo.workSchedule.workingDays).toEqual(['saturday']);
    const many = createStaffSchema(TODAY).parse(
      withEmployment({ workSchedule: { workingDays: ['sunday', 'monday'] } }),
    );
    expect(many.employmentInfo.workSchedule.workingDays).toEqual(['monday', 'sunday']);
  });

  it('refuses unknown fields', () => {
    expect(firstIssue({ ...valid(), employeeId: 'EMP9999' })?.path).toBe('');
  });

  it('checks only the shape without a day (the OpenAPI document)', () => {
    expect(createStaffSchema().safeParse(withEmployment({ hireDate: '2099-01-01' })).success).toBe(
      true,
    );
  });
});

describe('the minimum hire age', () => {
  it('is 16 full years on the hire date', () => {
    const turns16 = withPersonal({ dateOfBirth: '2009-01-06' });
    expect(createStaffSchema(TODAY).safeParse(turns16).success).toBe(true);
    const dayShort = withPersonal({ dateOfBirth: '2009-01-07' });
    expect(firstIssue(dayShort)).toEqual({
      path: 'employmentInfo.hireDate',
      message: 'Staff member must be at least 16 years old at hire date',
    });
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    expect(
      staffDateIssues(
        { personalInfo: { dateOfBirth: '2008-02-29' }, employmentInfo: { hireDate: '2024-02-28' } },
        TODAY,
      ).map((issue) => issue.message),
    ).toEqual(['Staff member must be at least 16 years old at hire date']);
    expect(
      staffDateIssues(
        { personalInfo: { dateOfBirth: '2008-02-29' }, employmentInfo: { hireDate: '2024-02-29' } },
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe('staffFormSchema', () => {
  it("uses the form's wordings for e-mail and amount", () => {
    const schema = staffFormSchema(TODAY);
    expect(firstIssue(withPersonal({ email: 'x' }), schema)?.message).toBe(
      'Please enter a valid email',
    );
    expect(firstIssue(withEmployment({ salary: { amount: -5 } }), schema)?.message).toBe(
      'Amount cannot be negative',
    );
  });
});

describe('updateStaffSchema', () => {
  it('needs the version the editor loaded', () => {
    expect(firstIssue(valid(), updateStaffSchema(TODAY))).toEqual({
      path: 'version',
      message: 'version is required',
    });
    expect(updateStaffSchema(TODAY).safeParse({ ...valid(), version: 3 }).success).toBe(true);
  });
});

describe('staffValidationSummary', () => {
  it("joins the messages after 'Validation failed: ', once each", () => {
    expect(
      staffValidationSummary([
        'First name is required',
        'Position is required',
        'Position is required',
      ]),
    ).toBe('Validation failed: First name is required, Position is required');
  });
});
