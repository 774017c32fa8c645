import { z } from 'zod';
import { normalizePhone, PHONE_PATTERN } from './normalizePhone';

export { normalizePhone, PHONE_PATTERN, PHONE_SEPARATORS } from './normalizePhone';

/** A required phone number, normalised, then 10 to 15 digits. */
export function phoneField(invalid: string) {
  return z
    .string({ error: invalid })
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, invalid));
}

/** An optional phone number: empty means absent; present means normalised 10-15 digits. */
export function optionalPhoneField(invalid: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? normalizePhone(value) : undefined))
    .pipe(z.string().regex(PHONE_PATTERN, invalid).optional());
}
