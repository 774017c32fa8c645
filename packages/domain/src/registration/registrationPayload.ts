import { z } from 'zod';
import {
  customerAddressInputSchema,
  customerEmailField,
  customerFullNameField,
  customerPhoneField,
  customerSchema,
} from '../customers';
import { discountInfoSchema } from '../discounts';
import { DEFAULT_LANGUAGE, type Language, languageSchema } from '../language';
import {
  DEFAULT_MESSAGE_CHANNEL,
  type MessageChannel,
  messageChannelProblem,
  messageChannelSchema,
} from '../messages';
import { normalizePhone } from '../shared';
import { normalizeStudentId } from '../studentId';

/** The wizard's fields as the visitor types them. */
export interface RegistrationForm {
  fullName: string;
  phone: string;
  email: string;
  street: string;
  city: string;
  isStudent: boolean;
  studentId: string;
  /** Asked on the Contact step (decision 033). */
  messageChannel: MessageChannel;
  messagesOptOut: boolean;
  /** The language of their messages and receipts (issue 42): the page's, unless they choose. */
  language: Language;
}

export const EMPTY_REGISTRATION_FORM: RegistrationForm = {
  fullName: '',
  phone: '',
  email: '',
  street: '',
  city: '',
  isStudent: false,
  studentId: '',
  messageChannel: DEFAULT_MESSAGE_CHANNEL,
  messagesOptOut: false,
  language: DEFAULT_LANGUAGE,
};

export const STUDENT_ID_REQUIRED = 'Student ID is required';
export const studentIdField = z.string().max(30, 'Student ID must be less than 30 characters');

/**
 * POST /customers/register-from-landing (spec part 1 §3 'Registration payload'): the phone twice
 * (phone and phoneNumber, equal), e-mail only when given, the address, the student flag with the
 * student ID (null for non-students), and the campaign code only while the campaign runs. The
 * server honours the code only if it is the active campaign's.
 */
export const registrationPayloadSchema = z
  .strictObject({
    fullName: customerFullNameField,
    phone: customerPhoneField,
    phoneNumber: customerPhoneField,
    email: customerEmailField,
    address: customerAddressInputSchema.optional(),
    isStudent: z.boolean().default(false),
    studentId: studentIdField.nullable().optional(),
    messageChannel: messageChannelSchema.default(DEFAULT_MESSAGE_CHANNEL),
    messagesOptOut: z.boolean().default(false),
    language: languageSchema.default(DEFAULT_LANGUAGE),
    campaignCode: z
      .string()
      .trim()
      .min(1, 'Campaign code cannot be empty')
      .max(50, 'Campaign code must be less than 50 characters')
      .optional(),
  })
  .superRefine((payload, ctx) => {
    if (payload.phone !== payload.phoneNumber) {
      ctx.addIssue({
        code: 'custom',
        message: 'Phone numbers do not match',
        path: ['phoneNumber'],
      });
    }
    const channelProblem = messageChannelProblem(payload);
    if (channelProblem) {
      ctx.addIssue({ code: 'custom', message: channelProblem, path: ['messageChannel'] });
    }
    if (payload.isStudent && !normalizeStudentId(payload.studentId)) {
      ctx.addIssue({ code: 'custom', message: STUDENT_ID_REQUIRED, path: ['studentId'] });
    }
  })
  .transform((payload) => ({
    ...payload,
    studentId: payload.isStudent ? normalizeStudentId(payload.studentId) : null,
  }));
export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;
export type ParsedRegistration = z.output<typeof registrationPayloadSchema>;

/** The payload the wizard sends for its form; `campaignCode` only when the campaign is active. */
export function buildRegistrationPayload(
  form: RegistrationForm,
  campaignCode?: string | null,
): RegistrationPayload {
  const phone = normalizePhone(form.phone);
  const email = form.email.trim();
  return {
    fullName: form.fullName.trim(),
    phone,
    phoneNumber: phone,
    ...(email ? { email } : {}),
    address: { street: form.street.trim(), city: form.city.trim() },
    isStudent: form.isStudent,
    studentId: form.isStudent ? normalizeStudentId(form.studentId) : null,
    messageChannel: form.messageChannel,
    messagesOptOut: form.messagesOptOut,
    language: form.language,
    ...(campaignCode ? { campaignCode } : {}),
  };
}

/** A customer just registered, with the discount they got. */
export const registeredCustomerSchema = customerSchema.extend({
  discountInfo: discountInfoSchema.nullable(),
});
export type RegisteredCustomer = z.infer<typeof registeredCustomerSchema>;

/** The answer's `data`: `{ customer }` (the message rides in the envelope). */
export const registrationResponseSchema = z.object({ customer: registeredCustomerSchema });
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
