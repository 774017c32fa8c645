import { and, count, countDistinct, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder } from '../../db/counted-orders';
import { localMonth } from '../../db/local-time';
import { orderItems, orders, services } from '../../db/schema';

/**
 * A line's amount of work: kilograms for a weighed line, pieces otherwise. Used for
 * `totalQuantity` so that a per_kg service reports kilograms, not the count of bags.
 */
const lineQuantity = sql<number>`case when ${orderItems.weightGrams} > 0 then ${orderItems.weightGrams}::numeric / 1000 else ${orderItems.quantity} end`;

const quantitySum = sql<number>`coalesce(sum(${lineQuantity}), 0)`.mapWith(Number);
const revenueSum = sql<number>`coalesce(sum(${orderItems.totalPriceCents}), 0)`.mapWith(Number);

/** What the order lines say about services: usage, popularity, revenue. Read only. */
export function createServiceUsageRepository(db: Executor) {
  // Cancelled orders sold nothing: only the orders that count are in any figure.
  const counted = countedOrder;

  return {
    /** The ids among `ids` that any order line names (such a service is never deleted). */
    async usedIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: orderItems.serviceId })
        .from(orderItems)
        .where(inArray(orderItems.serviceId, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** The services on most orders, most first (ties: more revenue, then name). */
    async popular(limit: number) {
      return db
        .select({
          id: services.id,
          name: services.name,
          orderCount: countDistinct(orderItems.orderId),
          totalQuantity: quantitySum,
          totalRevenueCents: revenueSum,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(services, eq(services.id, orderItems.serviceId))
        .where(counted)
        .groupBy(services.id, services.name)
        .orderBy(desc(countDistinct(orderItems.orderId)), desc(revenueSum), services.name)
        .limit(limit);
    },

    /** One service's orders, quantity and revenue since `from`. */
    async overview(serviceId: string, from: Date) {
      const [row] = await db
        .select({
          totalOrders: countDistinct(orderItems.orderId),
          totalQuantity: quantitySum,
          totalRevenueCents: revenueSum,
          lines: count(),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.serviceId, serviceId), counted, gte(orders.createdAt, from)));
      return row ?? { totalOrders: 0, totalQuantity: 0, totalRevenueCents: 0, lines: 0 };
    },

    /** One service's figures per calendar month (in the business time zone) since `from`. */
    async monthly(serviceId: string, from: Date, timeZone: string) {
      const month = localMonth(orders.createdAt, timeZone);
      return (
        db
          .select({
            month,
            orders: countDistinct(orderItems.orderId),
            quantity: quantitySum,
            revenueCents: revenueSum,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.serviceId, serviceId), counted, gte(orders.createdAt, from)))
          // By position: the time zone is a parameter, so a repeated expression would not match.
          .groupBy(sql`1`)
      );
    },
  };
}
