import {
  orderListQuerySchema,
  orderPayloadSchema,
  paymentInputSchema,
  statusUpdateSchema,
} from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { systemClock } from '../../src/clock';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { tillSessions, users } from '../../src/db/schema';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { createCustomersService } from '../../src/modules/customers/service';
import { createDashboardService } from '../../src/modules/dashboard/service';
import { createOrderLifecycleService } from '../../src/modules/order-lifecycle/service';
import { createOrdersService } from '../../src/modules/orders/service';
import type { Counter } from './counter';
import { orderBody } from './http-counter';

/**
 * The floor: the same transactions as the API's counter, straight through the services on the
 * database driver in this process — the queries, the locks and the commits, without HTTP,
 * authentication, validation of the answer or serialisation.
 */
export async function floorCounter(
  db: Database,
  config: Pick<Config, 'business' | 'bank' | 'campaign' | 'taxRateBasisPoints'>,
  cashierEmail: string,
  serviceId: string,
): Promise<Counter> {
  const clock = systemClock;
  const timeZone = config.business.timeZone;
  const [cashier] = await db.select().from(users).where(eq(users.email, cashierEmail));
  if (!cashier) throw new Error(`No account ${cashierEmail}`);
  const actor = { id: cashier.id, name: cashier.name };
  // Cash needs the cashier's till open (issue 23); one may be open already (one per cashier).
  await db
    .insert(tillSessions)
    .values({ openedBy: cashier.id, openedAt: clock(), floatCents: 0 })
    .onConflictDoNothing();
  const orders = createOrdersService({
    db,
    clock,
    campaign: config.campaign,
    timeZone,
    taxRateBasisPoints: config.taxRateBasisPoints ?? 0,
  });
  const lifecycle = createOrderLifecycleService({
    db,
    clock,
    mailer: createOutboxMailer(db, clock),
    business: config.business,
    bank: config.bank,
  });
  const customers = createCustomersService({ db, clock, campaign: config.campaign, timeZone });
  const dashboard = createDashboardService({ db, clock, timeZone });
  const done = { ok: true, status: 200 };
  const listQuery = orderListQuerySchema.parse({ page: '1', limit: '20' });
  return {
    async orderList() {
      await orders.list(listQuery);
      return done;
    },
    async customerSearch(text) {
      await customers.search(text, 10);
      return done;
    },
    async createOrder(key, customerId) {
      const payload = orderPayloadSchema.parse(orderBody(key, customerId, serviceId));
      const order = await db.transaction((tx) => orders.create(tx, cashier.id, payload));
      return { ...done, value: { id: order._id, total: order.totalAmount } };
    },
    async pay(_key, orderId, amount) {
      const input = paymentInputSchema.parse({ method: 'cash', amount });
      await db.transaction((tx) => lifecycle.addPayment(tx, orderId, input, actor));
      return done;
    },
    async moveStatus(orderId) {
      await lifecycle.updateStatus(orderId, statusUpdateSchema.parse({ status: 'washing' }), actor);
      return done;
    },
    async dashboard() {
      await dashboard.figures();
      return done;
    },
  };
}
