import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, orders } from '../../db/schema';

/** What the public answer is built from, and the phone to check the last four digits against. */
export interface TrackedOrderRow {
  id: string;
  orderNumber: string;
  status: string;
  createdAt: Date;
  isExpressService: boolean;
  pickupRequired: boolean;
  deliveryRequired: boolean;
  expectedReadyDate: Date | null;
  totalAmountCents: number;
  paidAmountCents: number;
  phoneNumber: string;
}

/** The tracking module's queries: the order's tracking columns and its customer's phone. */
export function createTrackingRepository(db: Executor) {
  async function trackedOrder(where: SQL): Promise<TrackedOrderRow | undefined> {
    const [row] = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        createdAt: orders.createdAt,
        isExpressService: orders.isExpressService,
        pickupRequired: orders.pickupRequired,
        deliveryRequired: orders.deliveryRequired,
        expectedReadyDate: orders.expectedReadyDate,
        totalAmountCents: orders.totalAmountCents,
        paidAmountCents: orders.paidAmountCents,
        phoneNumber: customers.phoneNumber,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .limit(1);
    return row;
  }

  return {
    byOrderNumber: (orderNumber: string) => trackedOrder(eq(orders.orderNumber, orderNumber)),
    byToken: (token: string) => trackedOrder(eq(orders.trackingToken, token)),

    async tokenOf(orderId: string): Promise<{ token: string; orderNumber: string } | undefined> {
      const [row] = await db
        .select({ token: orders.trackingToken, orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row;
    },

    /** Replaces the token: the old link stops working at once. */
    async replaceToken(orderId: string, token: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ trackingToken: token })
        .where(eq(orders.id, orderId))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}
