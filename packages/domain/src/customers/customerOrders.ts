import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../shared';

/**
 * An order as the customer's history and the dashboard show it (spec part 1 §3 'Order as shown
 * on the dashboard and customer history'). `orderStatus` repeats `status` because the screens
 * read either name. Amounts in rupees.
 */
export const customerOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  customer: z.object({ _id: z.string(), fullName: z.string() }),
  status: z.string(),
  orderStatus: z.string(),
  orderPhase: z.string(),
  paymentStatus: z.string(),
  totalAmount: z.number().min(0),
  paidAmount: z.number().min(0),
  balanceAmount: z.number(),
  createdAt: z.string(),
});

/** GET /customers/{id}/orders query: newest first, 10 a page. */
export const customerOrdersQuerySchema = pageQuerySchema;

/** GET /customers/{id}/orders answer: `data.orders` and `data.pagination`. */
export const customerOrdersResponseSchema = z.object({
  orders: z.array(customerOrderSchema),
  pagination: paginationSchema('totalOrders'),
});
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;
