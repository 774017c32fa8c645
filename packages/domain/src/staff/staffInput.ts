import { z } from 'zod';
import { calendarDateField } from '../calendar';
import { formatCount } from '../format';
import { numberFrom } from '../forms';
import {
  normalizePhone,
  optionalEmailField,
  optionalPhoneField,
  PHONE_PATTERN,
  SHORT_TEXT_MAX_LENGTH,
} from '../shared';
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  DEFAULT_WORKING_DAYS,
  employmentTypes,
  genders,
  paymentFrequencies,
  SALARY_MAX,
  salaryCurrencies,
  shiftTypes,
  staffStatuses,
  weekDays,
} from './staffConstants';
import { isOldEnoughToHire } from './staffDates';

/** 24-hour clock time as a time input gives it: HH:MM. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_MESSAGE = 'Please enter a time as HH:MM';

/** Which of the spec's two wordings to use: the service check's or the form's (§5 'Staff'). */
export type StaffMessageVariant = 'service' | 'form';

const wordings = {
  service: {
    email: 'Please enter a valid email address',
    salary: 'Salary amount cannot be negative',
  },
  form: { email: 'Please enter a valid email', salary: 'Amount cannot be negative' },
} as const;

/** Trimmed optional text: empty means absent. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((text) => (text ? text : undefined));

const requiredText = (required: string, max: number, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/** The domain's phone rule: separators and +94 normalised away, then 10 to 15 digits. */
const phoneField = z
  .string({ error: 'Phone number is required' })
  .max(SHORT_TEXT_MAX_LENGTH, 'Please enter a valid phone number')
  .trim()
  .min(1, 'Phone number is required')
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_PATTERN, 'Please enter a valid phone number'));

const optionalPhone = optionalPhoneField('Please enter a valid phone number');

const clockTime = (fallback: string) =>
  z.string().trim().regex(CLOCK_TIME, TIME_MESSAGE).default(fallback);

export const staffAddressSchema = z.strictObject({
  street: optionalText(200, 'Street'),
  city: optionalText(100, 'City'),
  // The spec's field names, the labels a Sri Lankan address uses.
  state: optionalText(100, 'Province'),
  zipCode: optionalText(20, 'Postal code'),
  country: z
    .string()
    .trim()
    .max(100, 'Country must be at most 100 characters')
    .optional()
    .transform((country) => country || DEFAULT_COUNTRY),
});

export const emergencyContactSchema = z.strictObject({
  name: optionalText(100, 'Contact name'),
  relationship: optionalText(50, 'Relationship'),
  phoneNumber: optionalPhone,
});

function personalInfoSchema(variant: StaffMessageVariant) {
  return z.strictObject({
    firstName: requiredText('First name is required', 50, 'First name'),
    lastName: requiredText('Last name is required', 50, 'Last name'),
    dateOfBirth: calendarDateField('Date of birth is required'),
    gender: z.enum(genders, { error: 'Gender is required' }),
    phoneNumber: phoneField,
    email: optionalEmailField(wordings[variant].email),
    address: staffAddressSchema.prefault({}),
    emergencyContact: emergencyContactSchema.optional(),
  });
}

export const workScheduleSchema = z.strictObject({
  startTime: clockTime(DEFAULT_START_TIME),
  endTime: clockTime(DEFAULT_END_TIME),
  // The form may send one day as a string: it is made a list (spec §5 'forced to a list').
  workingDays: z
    .preprocess(
      (days) => (typeof days === 'string' ? [days] : days),
      z.array(z.enum(weekDays, { error: 'Please choose days of the week' })),
    )
    .transform((days) => weekDays.filter((day) => days.includes(day)))
    .default([...DEFAULT_WORKING_DAYS]),
  shiftType: z.enum(shiftTypes, { error: 'Please choose a shift type' }).default('morning'),
});

function salarySchema(variant: StaffMessageVariant) {
  return z.strictObject({
    // The form's field is text; the API takes a JSON number (decision 034).
    amount: numberFrom(
      variant === 'form' ? 'typed' : 'json',
      z
        .number({ error: 'Please enter an amount' })
        .min(0, wordings[variant].salary)
        .max(SALARY_MAX, `Amount cannot exceed ${formatCount(SALARY_MAX)}`)
        .multipleOf(0.01, 'Amount can have at most 2 decimals')
        // Inside too: an empty box of the form is 0, as an absent amount is.
        .default(0),
    ).default(0),
    currency: z
      .enum(salaryCurrencies, { error: 'Please choose a currency' })
      .default(DEFAULT_CURRENCY),
    paymentFrequency: z
      .enum(paymentFrequencies, { error: 'Please choose a payment frequency' })
      .default('monthly'),
  });
}

function employmentInfoSchema(variant: StaffMessageVariant) {
  return z.strictObject({
    position: requiredText('Position is required', 100, 'Position'),
    employmentType: z
      .enum(employmentTypes, { error: 'Please choose an employment type' })
      .default('full_time'),
    status: z.enum(staffStatuses, { error: 'Please choose a status' }).default('active'),
    hireDate: calendarDateField('Hire date is required'),
    // An empty reporting manager is dropped (spec §5); otherwise another member's id.
    reportingManager: z
      .string()
      .max(SHORT_TEXT_MAX_LENGTH, 'Please choose a reporting manager from the list')
      .trim()
      .optional()
      .transform((id) => (id ? id : undefined))
      .pipe(z.uuid('Please choose a reporting manager from the list').optional()),
    workSchedule: workScheduleSchema.prefault({}),
    salary: salarySchema(variant).prefault({}),
  });
}

/** The rules that need "today" (YYYY-MM-DD in the business time zone), given by the caller. */
export interface StaffDateFields {
  personalInfo: { dateOfBirth: string };
  employmentInfo: { hireDate: string };
}

export interface StaffIssue {
  path: string[];
  message: string;
}

/**
 * The staff rules that depend on the day: born in the past, hired not later than today, and at
 * least 16 on the hire date (spec §5 'Staff'; full years, the birthday must have come).
 */
export function staffDateIssues(values: StaffDateFields, today: string): StaffIssue[] {
  const { dateOfBirth } = values.personalInfo;
  const { hireDate } = values.employmentInfo;
  const issues: StaffIssue[] = [];
  if (dateOfBirth >= today) {
    issues.push({
      path: ['personalInfo', 'dateOfBirth'],
      message: 'Date of birth must be in the past',
    });
  }
  if (hireDate > today) {
    issues.push({
      path: ['employmentInfo', 'hireDate'],
      message: 'Hire date cannot be in the future',
    });
  }
  if (!isOldEnoughToHire(dateOfBirth, hireDate)) {
    issues.push({
      path: ['employmentInfo', 'hireDate'],
      message: 'Staff member must be at least 16 years old at hire date',
    });
  }
  return issues;
}

function staffFieldsSchema(variant: StaffMessageVariant) {
  return z.strictObject({
    personalInfo: personalInfoSchema(variant),
    employmentInfo: employmentInfoSchema(variant),
  });
}

/** Refines a staff schema with the date rules when a "today" is known (the form, the server). */
function withDates<T extends z.ZodType<StaffDateFields>>(schema: T, today: string | undefined) {
  return schema.superRefine((values, ctx) => {
    if (!today) return;
    for (const issue of staffDateIssues(values, today)) {
      ctx.addIssue({ code: 'custom', ...issue });
    }
  });
}

/**
 * POST /staff. Without `today` only the shape is checked (the OpenAPI document); the server
 * parses again with the business day so the date rules hold whatever the client sent.
 */
export function createStaffSchema(today?: string) {
  return withDates(staffFieldsSchema('service'), today);
}

/** PUT /staff/{id}: the same fields plus the version the editor loaded (stale copies get 409). */
export function updateStaffSchema(today?: string) {
  return withDates(
    staffFieldsSchema('service').extend({
      version: z.number({ error: 'version is required' }).int().min(1).max(2_147_483_647),
    }),
    today,
  );
}

/** The staff form (Personal Info and Employment tabs) with the form's wordings. */
export function staffFormSchema(today: string) {
  return withDates(staffFieldsSchema('form'), today);
}

export type StaffInput = z.input<ReturnType<typeof createStaffSchema>>;
export type StaffValues = z.output<ReturnType<typeof createStaffSchema>>;
export type UpdateStaffInput = z.input<ReturnType<typeof updateStaffSchema>>;
export type UpdateStaffValues = z.output<ReturnType<typeof updateStaffSchema>>;

/**
 * The spec's summary of a refused staff form: 'Validation failed: ' and every message, joined
 * (§5 'Staff': errors joined as 'Validation failed: ...').
 */
export function staffValidationSummary(messages: readonly string[]): string {
  return `Validation failed: ${[...new Set(messages)].join(', ')}`;
}
