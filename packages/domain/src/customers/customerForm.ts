import { z } from 'zod';
import { DEFAULT_LANGUAGE, languageSchema } from '../language';
import {
  DEFAULT_MESSAGE_CHANNEL,
  type MessagePreference,
  messageChannelProblem,
  messageChannelSchema,
} from '../messages';
import { optionalEmailField, phoneField, versionField } from '../shared';
import { normalizeStudentId, studentInstitutionSchema } from '../studentId';

const PHONE_MESSAGE = 'Please enter a valid phone number (10-15 digits)';

/** Full name, 2 to 100 characters, with the customer form's messages. */
export const customerFullNameField = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(2, {
    error: (issue) =>
      issue.input ? 'Name must be at least 2 characters' : 'Full name is required',
  })
  .max(100, 'Name must be less than 100 characters');

/** A required phone number: typed with any separators, stored as 10 to 15 digits. */
export const customerPhoneField = phoneField(PHONE_MESSAGE);

/** An optional e-mail address: empty means none; lower-cased. */
export const customerEmailField = optionalEmailField('Invalid email address');

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((text) => (text ? text : undefined));

export const customerAddressInputSchema = z.strictObject({
  street: optionalText(200, 'Street must be less than 200 characters'),
  city: optionalText(100, 'City must be less than 100 characters'),
});

const customerFields = {
  fullName: customerFullNameField,
  phoneNumber: customerPhoneField,
  email: customerEmailField,
  isStudent: z.boolean().default(false),
  campusId: z.string().max(30, 'Student ID must be less than 30 characters').optional(),
  institution: studentInstitutionSchema.optional(),
  address: customerAddressInputSchema.optional(),
  messageChannel: messageChannelSchema.default(DEFAULT_MESSAGE_CHANNEL),
  messagesOptOut: z.boolean().default(false),
  /** Asked at the counter (issue 42): their messages and receipts use it. */
  language: languageSchema.default(DEFAULT_LANGUAGE),
};

interface StudentFields {
  isStudent: boolean;
  campusId?: string | undefined;
  institution?: z.infer<typeof studentInstitutionSchema> | undefined;
}

function requireStudentId(values: StudentFields & MessagePreference, ctx: z.RefinementCtx) {
  const channelProblem = messageChannelProblem(values);
  if (channelProblem) {
    ctx.addIssue({ code: 'custom', message: channelProblem, path: ['messageChannel'] });
  }
  if (values.isStudent && !normalizeStudentId(values.campusId)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Student ID is required for students',
      path: ['campusId'],
    });
  }
}

/** A student keeps a normalised ID; anyone else keeps none. */
function normalizeStudent<T extends StudentFields>(values: T): T {
  return values.isStudent
    ? { ...values, campusId: normalizeStudentId(values.campusId) }
    : { ...values, campusId: undefined, institution: undefined };
}

/** POST /customers (spec part 1 §2 and §5 'Customer form'): loyalty points only when editing. */
export const createCustomerSchema = z
  .strictObject(customerFields)
  .superRefine(requireStudentId)
  .transform(normalizeStudent);
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;
export type CreateCustomer = z.output<typeof createCustomerSchema>;

/**
 * PUT /customers/{id}: the same fields and the version the form loaded. Loyalty points are not
 * part of it: they change only through PUT /customers/{id}/loyalty-points, with a reason and a
 * history entry, so a form saved with a stale balance cannot undo someone's points.
 */
export const updateCustomerSchema = z
  .strictObject({ ...customerFields, version: versionField })
  .superRefine(requireStudentId)
  .transform(normalizeStudent);
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;
export type UpdateCustomer = z.output<typeof updateCustomerSchema>;

/**
 * The customer form (/customers/new and /customers/edit/{id}): the customer's fields; editing
 * adds the loaded version when it sends them.
 */
export const customerFormSchema = createCustomerSchema;
export type CustomerFormInput = CreateCustomerInput;
