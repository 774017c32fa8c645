import { z } from 'zod';
import { discountInfoSchema } from '../discounts';
import { languageSchema } from '../language';
import { messageChannelSchema } from '../messages';
import { versionSchema } from '../shared';
import { studentInstitutionSchema } from '../studentId';

export const customerAddressSchema = z.object({
  street: z.string().optional(),
  city: z.string().optional(),
});

/** A customer as the API shows it (spec part 1 §3 'Customer'). Dates are ISO strings. */
export const customerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string().optional(),
  isStudent: z.boolean(),
  /** The student ID, upper case without spaces; absent for non-students. */
  campusId: z.string().optional(),
  /** The institution the student ID was checked against, when the form recorded one. */
  institution: studentInstitutionSchema.optional(),
  address: customerAddressSchema.optional(),
  /**
   * How the customer hears about their orders (issue 25). The server always sends both; they are
   * optional here so answers recorded before them (backups, fixtures) still read.
   */
  messageChannel: messageChannelSchema.optional(),
  /** No messages about orders at all. */
  messagesOptOut: z.boolean().optional(),
  /** The language of their messages and receipts (issue 42); optional for older answers. */
  language: languageSchema.optional(),
  loyaltyPoints: z.number().int().min(0),
  totalOrders: z.number().int().min(0),
  totalSpent: z.number().min(0),
  /** A student whose ID is valid: 10% on every order. */
  eligibleForStudentDiscount: z.boolean(),
  /** The campaign code the customer registered with (landing page, while the campaign ran). */
  campaignCode: z.string().optional(),
  /** The discount of the customer's next order, when they have one. */
  discountInfo: discountInfoSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  /** Goes up with every change of the record's fields; an update sends the one it loaded. */
  version: versionSchema,
});
export type Customer = z.infer<typeof customerSchema>;
