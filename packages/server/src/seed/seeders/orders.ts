import {
  CLOTHING_CATEGORIES,
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_CAMPAIGN,
  type OrderStatus,
  orderPayloadSchema,
  paymentStatusOf,
  phaseAfterStatus,
  rupeesToCents,
} from '@laundry/domain';
import { asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, loyaltyHistory, orders, payments, services, users } from '../../db/schema';
import { recalculateAllCustomerTotals } from '../../modules/customers';
import { awardOrderLoyalty, createOrdersService } from '../../modules/orders';
import type { Seeder } from '../seeder';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** About four weeks of trade: five orders a day on average. */
const DEMO_ORDER_DAYS = 28;
const DEMO_ORDER_COUNT = 140;

/** A small deterministic generator, so every demo database is the same. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The last days' orders go round every open status, so each shows on the screens. */
const RECENT_STATUSES: readonly OrderStatus[] = [
  'pickup',
  'received',
  'washing',
  'drying',
  'ironing',
  'dry_cleaning',
  'folding',
  'complete',
  'deliver',
];

/**
 * Where an order stands: older ones are finished (collected or delivered), the last three days'
 * go round the open statuses; one in twelve is cancelled.
 */
function statusFor(ageDays: number, roll: number, recentIndex: number, delivery: boolean) {
  if (roll < 0.08) return 'cancelled';
  if (ageDays > 3) return delivery ? 'delivered' : 'collected';
  return RECENT_STATUSES[recentIndex % RECENT_STATUSES.length] ?? 'received';
}

/**
 * Four weeks of orders for the demo customers, priced by the orders service itself (so every
 * discount, fee and customer total is what the counter would have produced), then aged: every
 * status, service, pickup/delivery choice and payment state (unpaid, partial, paid; cash and
 * bank transfer) appears. Needs the services seeder to have run; with no catalogue it adds
 * nothing.
 */
export const ordersSeeder: Seeder = {
  name: 'orders',
  async run({ db, clock }) {
    const now = clock();
    const catalogue = await db
      .select({ id: services.id, priceType: services.priceType })
      .from(services)
      .where(eq(services.isActive, true))
      .orderBy(asc(services.name));
    const people = await db
      .select({
        id: customers.id,
        createdAt: customers.createdAt,
        street: customers.street,
        city: customers.city,
      })
      .from(customers)
      .orderBy(asc(customers.createdAt));
    const staff = await db.select({ id: users.id }).from(users).orderBy(asc(users.createdAt));
    if (catalogue.length === 0 || people.length === 0 || staff.length === 0) return;

    let moment = now.getTime() - DEMO_ORDER_DAYS * DAY_MS;
    const service = createOrdersService({
      db,
      clock: () => new Date(moment),
      campaign: DEFAULT_CAMPAIGN,
      timeZone: DEFAULT_BUSINESS_TIME_ZONE,
      taxRateBasisPoints: 0,
    });
    const random = sequence(20_251_013);
    const step = (DEMO_ORDER_DAYS * DAY_MS) / DEMO_ORDER_COUNT;

    let recentIndex = 0;
    for (let index = 0; index < DEMO_ORDER_COUNT; index += 1) {
      moment += step * (0.5 + random());
      if (moment > now.getTime() - HOUR_MS) break;
      const ageDays = (now.getTime() - moment) / DAY_MS;
      const status = statusFor(ageDays, random(), recentIndex, random() < 0.3);
      if (ageDays <= 3 && status !== 'cancelled') recentIndex += 1;
      const placedAt = new Date(moment);
      const known = people.filter((person) => person.createdAt <= placedAt);
      const customer = known[Math.floor(random() * known.length)];
      if (!customer) continue;
      const lines = 1 + Math.floor(random() * 3);
      const items = Array.from({ length: lines }, () => {
        const entry = catalogue[Math.floor(random() * catalogue.length)] ?? catalogue[0];
        const category = CLOTHING_CATEGORIES[Math.floor(random() * 4) * 2] ?? 'normal_clothes';
        return entry?.priceType === 'per_kg'
          ? { serviceId: entry.id, weight: Math.round(10 + random() * 60) / 10 }
          : {
              serviceId: entry?.id ?? '',
              quantity: 1 + Math.floor(random() * 4),
              clothingCategory: category,
            };
      });
      const address = {
        street: customer.street ?? '12 Temple Road',
        city: customer.city ?? 'Katubedda',
      };
      const pickupRequired = status === 'pickup' || random() < 0.35;
      // A collected order was a walk-in; the random draw is still made, so the demo stays the same.
      const deliveryRequired =
        (status === 'deliver' || status === 'delivered' || random() < 0.3) &&
        status !== 'collected';
      const payload = orderPayloadSchema.parse({
        customerId: customer.id,
        items,
        isExpressService: random() < 0.2,
        pickupRequired,
        ...(pickupRequired ? { pickupAddress: address } : {}),
        pickupPriceType: random() < 0.7 ? 'free' : 'price',
        pickupCharges: 150,
        deliveryRequired,
        ...(deliveryRequired ? { deliveryAddress: address } : {}),
        deliveryPriceType: random() < 0.6 ? 'free' : 'price',
        deliveryCharges: 200,
        deliveryDistance: Math.round(random() * 80) / 10,
        ...(random() < 0.15 ? { specialInstructions: 'Please use mild detergent' } : {}),
      });
      const creator = staff[index % staff.length]?.id ?? '';
      const order = await service.create(db, creator, payload);

      const phase = phaseAfterStatus(status, ageDays > 1 ? 'confirmed' : 'draft');
      const total = rupeesToCents(order.totalAmount);
      // Finished orders are paid; those in progress half paid, half partly; new ones unpaid.
      const payRoll = random();
      const paid =
        status === 'cancelled' || status === 'pickup' || status === 'received'
          ? 0
          : phase === 'completed' || payRoll < 0.5
            ? total
            : payRoll < 0.75
              ? Math.round(total / 2)
              : 0;
      if (paid > 0) {
        const processedAt = new Date(
          Math.min(moment + (2 + random() * 30) * HOUR_MS, now.getTime()),
        );
        await db.insert(payments).values({
          orderId: order._id,
          method: random() < 0.7 ? 'cash' : 'bank_transfer',
          amountCents: paid,
          status: 'completed',
          ...(paid === total ? {} : { notes: 'Advance payment' }),
          processedAt,
          createdBy: creator,
          createdAt: processedAt,
        });
      }
      await db
        .update(orders)
        .set({
          status,
          orderPhase: phase,
          paidAmountCents: paid,
          paymentStatus: paymentStatusOf(total, paid),
          itemsConfirmed: phase !== 'draft',
          ...(status === 'delivered' ? { actualDeliveryDate: new Date(moment + 2 * DAY_MS) } : {}),
          // Finished bags became ready a day in; those on the shelf wait in a slot.
          ...(['complete', 'collected', 'deliver', 'delivered'].includes(status)
            ? { readyAt: new Date(Math.min(moment + DAY_MS, now.getTime())) }
            : {}),
          ...(status === 'complete' && !deliveryRequired
            ? { shelfSlot: `${'ABC'[index % 3]}${1 + (index % 5)}` }
            : {}),
          updatedAt: new Date(Math.min(moment + DAY_MS, now.getTime())),
        })
        .where(eq(orders.id, order._id));
      // Finished and paid orders earned their points then, as they would have at the counter.
      await awardOrderLoyalty(
        db,
        {
          id: order._id,
          orderNumber: order.orderNumber,
          customerId: customer.id,
          orderPhase: phase,
          totalAmountCents: total,
          paidAmountCents: paid,
          loyaltyPointsEarned: null,
        },
        { id: creator || null, name: 'Demo data' },
        await afterLastLoyaltyChange(
          db,
          customer.id,
          new Date(Math.min(moment + DAY_MS, now.getTime())),
        ),
      );
    }
    // Cancelled orders do not count: the totals follow the final statuses.
    await recalculateAllCustomerTotals(db);
  },
};

/**
 * When a demo order's points are credited: when it was finished, or just after the customer's
 * last loyalty change if a bonus was dated later, so the history reads in order.
 */
async function afterLastLoyaltyChange(db: Executor, customerId: string, at: Date): Promise<Date> {
  const [last] = await db
    .select({ at: max(loyaltyHistory.createdAt) })
    .from(loyaltyHistory)
    .where(eq(loyaltyHistory.customerId, customerId));
  return last?.at && last.at >= at ? new Date(last.at.getTime() + 1000) : at;
}
