import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from './fields';
import { normalizePhone, PHONE_PATTERN } from './normalizePhone';

export { normalizePhone, PHONE_PATTERN, PHONE_SEPARATORS } from './normalizePhone';

/** A required phone number, normalised, then 10 to 15 digits. */
export function phoneField(invalid: string) {
  return z
    .string({ error: invalid })
    .max(SHORT_TEXT_MAX_LENGTH, invalid)
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, invalid));
}

/** An optional phone number: empty means absent; present means normalised 10-15 digits. */
export function optionalPhoneField(invalid: string) {
  return z
    .string()
    .max(SHORT_TEXT_MAX_LENGTH, invalid)
    .optional()
    .transform((value) => (value?.trim() ? normalizePhone(value) : undefined))
    .pipe(z.string().regex(PHONE_PATTERN, invalid).optional());
}
