import { z } from 'zod';
import { customerAddressInputSchema } from './customerForm';

/** At most this many customers in one bulk update. */
export const BULK_UPDATE_MAX_CUSTOMERS = 100;

/**
 * PUT /customers/bulk-update (spec part 1 §7; its payload is not shown). What may change for many
 * customers at once: the address, or the student flag switched off. Fields that belong to one
 * person (name, phone, e-mail, student ID) and loyalty points (which need a reason each) are
 * changed one customer at a time.
 */
export const bulkUpdateCustomersSchema = z.strictObject({
  customerIds: z
    .array(z.uuid('Invalid customer id'), { error: 'customerIds must be a list of customer ids' })
    .min(1, 'Select at least one customer')
    .max(BULK_UPDATE_MAX_CUSTOMERS, `At most ${BULK_UPDATE_MAX_CUSTOMERS} customers at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each customer may be listed only once'),
  updateData: z
    .strictObject(
      {
        address: customerAddressInputSchema.optional(),
        isStudent: z
          .literal(false, { error: 'Only isStudent false may be set in bulk' })
          .optional(),
      },
      { error: 'updateData must be an object' },
    )
    .refine(
      (data) => data.address !== undefined || data.isStudent !== undefined,
      'Nothing to update',
    ),
});
export type BulkUpdateCustomersInput = z.input<typeof bulkUpdateCustomersSchema>;
export type BulkUpdateCustomers = z.output<typeof bulkUpdateCustomersSchema>;

/** `data` of PUT /customers/bulk-update. */
export const bulkUpdateCustomersResultSchema = z.object({
  updatedCount: z.number().int().min(0),
});
