import { ok } from '@laundry/api-client/testing';
import type { ReadyOrder } from '@laundry/domain';

/** GET /orders/ready's answer: `found`, on one page. */
export const readyOrdersAnswer = (found: ReadyOrder[]) =>
  ok({
    orders: found,
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalOrders: found.length,
      hasNext: false,
      hasPrev: false,
    },
  });
