import { z } from 'zod';

/** A trimmed, lower-cased e-mail address with the given messages. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .pipe(z.email(messages.invalid))
    .transform((email) => email.toLowerCase());
}
