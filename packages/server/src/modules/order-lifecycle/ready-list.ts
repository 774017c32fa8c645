import {
  balanceDueCents,
  calendarDate,
  centsToRupees,
  daysBetween,
  pageInfo,
  type ReadyListData,
  type ReadyListQuery,
} from '@laundry/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { orderSearchCondition } from '../orders/repository';

/**
 * GET /orders/ready (decision 025): the walk-in bags on the shelf — Services Complete with no
 * delivery — oldest first, so the bag that has waited longest is at the top. A delivery waits
 * for the driver, not the counter, and is not listed.
 */
export async function readyForCollection(
  db: Executor,
  query: ReadyListQuery,
  now: Date,
  timeZone: string,
): Promise<ReadyListData> {
  const where = and(
    eq(orders.status, 'complete'),
    eq(orders.deliveryRequired, false),
    query.search ? orderSearchCondition(query.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: customers.fullName,
        phone: customers.phoneNumber,
        readyAt: orders.readyAt,
        status: orders.status,
        totalCents: orders.totalAmountCents,
        paidCents: orders.paidAmountCents,
        shelfSlot: orders.shelfSlot,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(sql`${orders.readyAt} asc nulls first`, asc(orders.createdAt), asc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const today = calendarDate(now, timeZone);
  const totalOrders = total?.total ?? 0;
  return {
    orders: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.orderNumber,
      customerName: row.customerName,
      phone: row.phone,
      readyAt: row.readyAt?.toISOString() ?? null,
      daysWaiting: row.readyAt
        ? Math.max(0, daysBetween(calendarDate(row.readyAt, timeZone), today))
        : 0,
      totalAmount: centsToRupees(row.totalCents),
      balanceDue: centsToRupees(balanceDueCents(row)),
      shelfSlot: row.shelfSlot,
    })),
    pagination: { ...pageInfo(query.page, query.limit, totalOrders), totalOrders },
  };
}
