import { customerSchema, type Order, rupeesToCents } from '@laundry/domain';
import type { ObservedCustomer, ObservedOrder } from '@laundry/domain/testing';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { loyaltyHistory } from '../../src/db/schema';

/** An order as the API answers it, as the domain's invariants of the books read it (cents). */
export function observedOrder(order: Order): ObservedOrder {
  return {
    id: order._id,
    customerId: order.customer._id,
    status: order.status,
    totalCents: rupeesToCents(order.totalAmount),
    paidCents: rupeesToCents(order.paidAmount),
    balanceCents: rupeesToCents(order.balanceAmount),
    refundDueCents: rupeesToCents(order.refundDueAmount),
    paymentStatus: order.paymentStatus,
    payments: order.payments.map((payment) => ({
      amountCents: rupeesToCents(payment.amount),
      status: payment.status,
    })),
    refunds: order.refunds.map((refund) => ({ amountCents: rupeesToCents(refund.amount) })),
  };
}

/**
 * A customer's kept totals and loyalty balance through the API, with the loyalty history from its
 * table (no route lists it), as the invariants read them.
 */
export async function observedCustomer(
  db: Database,
  get: (request: InjectOptions) => Promise<LightMyRequestResponse>,
  id: string,
): Promise<ObservedCustomer> {
  const response = await get({ method: 'GET', url: `/api/customers/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  const customer = customerSchema.parse(response.json().data.customer);
  const history = await db
    .select({ action: loyaltyHistory.action, points: loyaltyHistory.points })
    .from(loyaltyHistory)
    .where(eq(loyaltyHistory.customerId, id))
    .orderBy(asc(loyaltyHistory.createdAt));
  return {
    id,
    totalOrders: customer.totalOrders,
    totalSpentCents: rupeesToCents(customer.totalSpent),
    loyaltyPoints: customer.loyaltyPoints,
    loyaltyHistory: history,
  };
}
