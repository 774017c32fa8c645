import { z } from 'zod';

/** 10 to 15 digits, nothing else (spec: 'Phone 10-15 digits'). */
export const PHONE_PATTERN = /^\d{10,15}$/;

/** A trimmed, lower-cased e-mail address with the given messages. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .pipe(z.email(messages.invalid))
    .transform((email) => email.toLowerCase());
}

/** An optional phone number: empty means absent; present means 10-15 digits. */
export function optionalPhoneField(invalid: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().regex(PHONE_PATTERN, invalid).optional());
}
