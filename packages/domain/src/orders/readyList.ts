import { z } from 'zod';
import { defineList } from '../lists';
import { paginationSchema } from '../shared';

/**
 * GET /orders/ready: the bags waiting to be collected, oldest first (the one order: the list's
 * only sort); search by number or phone. One list definition, so the screen keeps its query in the
 * address like every other list (docs/decisions/005).
 */
export const readyList = defineList({
  pageSize: 20,
  sortFields: ['readyAt'],
  sortOptions: [
    { value: 'readyAt-asc', label: 'Waiting Longest', sortBy: 'readyAt', sortOrder: 'asc' },
  ],
  filters: {},
});
export const readyListQuerySchema = readyList.querySchema;
export type ReadyListQuery = z.output<typeof readyListQuerySchema>;

/** One waiting bag of the 'Ready for collection' list. */
export const readyOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  phone: z.string(),
  readyAt: z.string().nullable(),
  /** Calendar days on the shelf, in the business time zone; 0 on the day it was finished. */
  daysWaiting: z.number().int().nonnegative(),
  totalAmount: z.number(),
  balanceDue: z.number(),
  shelfSlot: z.string().nullable(),
});
export type ReadyOrder = z.infer<typeof readyOrderSchema>;

export const readyListDataSchema = z.object({
  orders: z.array(readyOrderSchema),
  pagination: paginationSchema('totalOrders'),
});
export type ReadyListData = z.infer<typeof readyListDataSchema>;
