import {
  balanceDueCents,
  calendarDate,
  centsToRupees,
  daysBetween,
  pageInfo,
  type ReadyListData,
  type ReadyListQuery,
} from '@laundry/domain';
import type { Executor } from '../../db/client';
import { createOrderLifecycleRepository } from './repository';

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
  const { rows, total: totalOrders } = await createOrderLifecycleRepository(db).readyPage(query);
  const today = calendarDate(now, timeZone);
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
