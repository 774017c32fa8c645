import { z } from 'zod';

/** The longest e-mail address there is (RFC 5321: a path of 256 octets, less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;

/**
 * The longest text a date, time or phone field takes before it is read: generous for spaces,
 * separators and an ISO timestamp, and far below what would cost anything to refuse.
 */
export const SHORT_TEXT_MAX_LENGTH = 40;

/** A trimmed, lower-cased e-mail address with the given messages. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
    .pipe(z.email(messages.invalid))
    .transform((email) => email.toLowerCase());
}

/** An optional e-mail address: empty means none; present, valid and lower-cased. */
export function optionalEmailField(invalid: string) {
  return z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
    .optional()
    .transform((email) => (email ? email : undefined))
    .pipe(z.email(invalid).optional())
    .transform((email) => email?.toLowerCase());
}
