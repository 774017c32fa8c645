import { z } from 'zod';
import { customerPhoneField } from './customerForm';

/** `{id}` of /customers/{id}/…: a UUID. */
export const customerIdParamsSchema = z.object({ id: z.uuid('Invalid customer id') });

/**
 * `{phone}` of GET /customers/phone/{phone}: 10 to 15 digits. The screens show a 10-digit number
 * as 077-123-4567, so spaces, dashes and brackets copied with it are dropped before the check.
 */
export const customerPhoneParamsSchema = z.object({
  phone: z
    .string()
    .transform((phone) => phone.replace(/[\s\-()]/g, ''))
    .pipe(customerPhoneField),
});
