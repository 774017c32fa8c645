import { z } from 'zod';
import { ESTIMATED_TIME_MAX, ESTIMATED_TIME_MIN } from './constants';
import { priceField } from './priceField';
import { priceTypeSchema } from './service';

export const BULK_UPDATE_MAX_SERVICES = 100;
export const bulkActions = ['activate', 'deactivate', 'delete', 'update'] as const;
export type BulkAction = (typeof bulkActions)[number];

/**
 * The Bulk Actions dialog's update fields; only the non-empty ones are sent (spec part 2 §4), as
 * numbers (`nonEmptyUpdateData` reads the dialog's text).
 */
export const bulkUpdateDataSchema = z.strictObject(
  {
    priceType: priceTypeSchema.optional(),
    basePrice: priceField({
      required: 'Base price must be a number',
      negative: 'Price cannot be negative',
    }).optional(),
    estimatedTime: z
      .number({ error: 'Estimated time must be a number' })
      .int('Time must be a whole number of minutes')
      .min(ESTIMATED_TIME_MIN, 'Time must be at least 1 minute')
      .max(ESTIMATED_TIME_MAX, 'Time cannot exceed 24 hours')
      .optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  },
  { error: 'updateData must be an object' },
);

type BulkUpdateData = z.input<typeof bulkUpdateDataSchema>;

/** PUT /services/bulk-update: serviceIds, action and, for update, updateData. */
export const bulkUpdateServicesSchema = z
  .strictObject({
    serviceIds: z
      .array(z.uuid('Invalid service id'), { error: 'serviceIds must be a list of service ids' })
      .min(1, 'Select at least one service')
      .max(BULK_UPDATE_MAX_SERVICES, `At most ${BULK_UPDATE_MAX_SERVICES} services at a time`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each service may be listed only once'),
    action: z.enum(bulkActions, { error: 'action must be activate, deactivate, delete or update' }),
    updateData: bulkUpdateDataSchema.optional(),
  })
  .refine(
    (body) =>
      body.action !== 'update' ||
      (body.updateData !== undefined &&
        Object.values(body.updateData).some((value) => value !== undefined)),
    { message: 'Nothing to update', path: ['updateData'] },
  );
export type BulkUpdateServices = z.output<typeof bulkUpdateServicesSchema>;
export type BulkUpdateServicesInput = z.input<typeof bulkUpdateServicesSchema>;

/** `data` of PUT /services/bulk-update. Deleting a service used by orders deactivates it. */
export const bulkUpdateServicesResultSchema = z.object({
  action: z.enum(bulkActions),
  updatedCount: z.number().int(),
  deletedCount: z.number().int(),
  deactivatedInsteadCount: z.number().int(),
});
export type BulkUpdateServicesResult = z.infer<typeof bulkUpdateServicesResultSchema>;

/** The success message: 'Bulk {action} completed successfully' (spec part 2 §8), plus why any were kept. */
export function bulkUpdateMessage(result: BulkUpdateServicesResult): string {
  const base = `Bulk ${result.action} completed successfully`;
  const kept = result.deactivatedInsteadCount;
  if (!kept) return base;
  return `${base}. ${kept} ${kept === 1 ? 'service is' : 'services are'} used by orders and ${kept === 1 ? 'was' : 'were'} deactivated instead of deleted.`;
}

/** What the Bulk Actions dialog holds as typed: '' keeps the services' own value. */
export interface BulkUpdateFormValues {
  action: BulkAction;
  updateData: { priceType: string; basePrice: string; estimatedTime: string; isActive: string };
}

/** The dialog as it starts: activate, every field kept. */
export const EMPTY_BULK_UPDATE_FORM: BulkUpdateFormValues = {
  action: 'activate',
  updateData: { priceType: '', basePrice: '', estimatedTime: '', isActive: '' },
};

/**
 * The Bulk Actions dialog: for update, only its non-empty fields, checked by the request's own
 * rules (a refused field keeps its path, `updateData.basePrice`, so its message shows under it).
 */
export const bulkUpdateFormSchema = z
  .object({
    action: z.enum(bulkActions),
    updateData: z.object({
      priceType: z.string(),
      basePrice: z.string(),
      estimatedTime: z.string(),
      isActive: z.string(),
    }),
  })
  .transform(({ action, updateData }): { action: BulkAction; updateData?: BulkUpdateData } =>
    action === 'update'
      ? // Checked by the pipe below.
        { action, updateData: nonEmptyUpdateData(updateData) as BulkUpdateData }
      : { action },
  )
  .pipe(z.object({ action: z.enum(bulkActions), updateData: bulkUpdateDataSchema.optional() }));

/** Only the fields of the dialog that hold a value (spec: only non-empty fields are sent). */
export function nonEmptyUpdateData(values: {
  priceType?: string;
  basePrice?: string;
  estimatedTime?: string;
  isActive?: string;
}): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (values.priceType) data.priceType = values.priceType;
  if (values.basePrice?.trim()) data.basePrice = Number(values.basePrice);
  if (values.estimatedTime?.trim()) data.estimatedTime = Number(values.estimatedTime);
  if (values.isActive === 'true' || values.isActive === 'false') {
    data.isActive = values.isActive === 'true';
  }
  return data;
}
