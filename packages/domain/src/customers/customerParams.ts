import { z } from 'zod';
import { customerPhoneField } from './customerForm';

/** `{id}` of /customers/{id}/…: a UUID. */
export const customerIdParamsSchema = z.object({ id: z.uuid('Invalid customer id') });

/**
 * `{phone}` of GET /customers/phone/{phone}: normalised like every phone (the screens show
 * 077-123-4567, and people paste +94 77 123 4567), then 10 to 15 digits.
 */
export const customerPhoneParamsSchema = z.object({ phone: customerPhoneField });
