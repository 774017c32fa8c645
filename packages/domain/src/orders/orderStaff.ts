import { z } from 'zod';
import { assignedStaffSchema } from './order';

/** Assigned staff (spec part 2 §2.4 'assigned staff chips', §3 Order.assignedStaff). */
export const ORDER_STAFF_MESSAGES = {
  updated: 'Assigned staff updated successfully',
  failed: 'Failed to update assigned staff',
  notFound: 'Staff member not found',
  repeated: 'Each staff member can be assigned only once',
} as const;

/** More people than this on one order is a mistake, not a team. */
export const MAX_ASSIGNED_STAFF = 10;

/** PUT /orders/{id}/staff: the whole list of people assigned (empty: nobody). */
export const orderStaffUpdateSchema = z.strictObject({
  staffIds: z
    .array(z.uuid({ error: ORDER_STAFF_MESSAGES.notFound }), {
      error: 'staffIds must be a list',
    })
    .max(MAX_ASSIGNED_STAFF, `At most ${MAX_ASSIGNED_STAFF} staff members can be assigned`)
    .refine((ids) => new Set(ids).size === ids.length, ORDER_STAFF_MESSAGES.repeated),
});
export type OrderStaffUpdate = z.output<typeof orderStaffUpdateSchema>;

/** GET /orders/assignable-staff `data`: the active accounts an order can be assigned to. */
export const assignableStaffDataSchema = z.object({ staff: z.array(assignedStaffSchema) });
export type AssignableStaffData = z.infer<typeof assignableStaffDataSchema>;
