import { type Order, orderSchema } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { orderItems, orders, payments, serviceClothingPrices, services } from '../../src/db/schema';
import { insertCustomer } from './customers';
import type { AccountName } from './test-app';

/** A small catalogue: one per-kg and one per-piece service with category prices, one retired. */
export async function seedCatalogue(db: Database) {
  await db.execute(sql`truncate table ${services} cascade`);
  const [washAndDry, dryCleaning, retired] = await db
    .insert(services)
    .values([
      {
        name: 'Wash & Dry',
        priceType: 'per_kg',
        basePriceCents: 350_00,
        statuses: ['wash', 'dry'],
      },
      {
        name: 'Dry Cleaning',
        priceType: 'per_piece',
        basePriceCents: 500_00,
        statuses: ['dry_clean'],
      },
      { name: 'Old Press', priceType: 'per_piece', basePriceCents: 100_00, isActive: false },
    ])
    .returning();
  if (!washAndDry || !dryCleaning || !retired) throw new Error('seed failed');
  await db.insert(serviceClothingPrices).values([
    { serviceId: washAndDry.id, clothingCategory: 'bed_sheets', priceCents: 400_00 },
    { serviceId: dryCleaning.id, clothingCategory: 'blazers', priceCents: 1200_00 },
    { serviceId: dryCleaning.id, clothingCategory: 'suits', priceCents: 1800_00 },
  ]);
  return { washAndDry: washAndDry.id, dryCleaning: dryCleaning.id, retired: retired.id };
}

/** The customers the pricing cases need: regular, student, campaign newcomer, campaign student. */
export async function seedOrderCustomers(db: Database) {
  const regular = await insertCustomer(db, {
    fullName: 'Ruwan Jayasinghe',
    phoneNumber: '0711111111',
    email: 'ruwan@mail.lk',
    street: '5 Lake Rd',
    city: 'Moratuwa',
  });
  const student = await insertCustomer(db, {
    fullName: 'Sachini Wickramasinghe',
    phoneNumber: '0722222222',
    isStudent: true,
    campusId: 'IT2210456',
    street: '12 Temple Rd',
    city: 'Katubedda',
  });
  const newcomer = await insertCustomer(db, {
    fullName: 'Malith Fernando',
    phoneNumber: '0733333333',
    campaignCode: 'GRANDOPENING2025',
  });
  const campaignStudent = await insertCustomer(db, {
    fullName: 'Dilini Perera',
    phoneNumber: '0744444444',
    isStudent: true,
    campusId: 'IT2310999',
    campaignCode: 'GRANDOPENING2025',
  });
  return {
    regular: regular.id,
    student: student.id,
    newcomer: newcomer.id,
    campaignStudent: campaignStudent.id,
  };
}

/** A valid POST /api/orders body; override what the test is about. */
export function orderPayload(customerId: string, serviceId: string, overrides: object = {}) {
  return {
    customerId,
    items: [{ serviceId, weight: 2.5, clothingCategory: 'normal_clothes' }],
    ...overrides,
  };
}

/** How a test calls the API as an account (`asAccount(t)`, `refundCalls(t).as`). */
export type CallAs = (
  account: AccountName,
  request: InjectOptions,
) => Promise<LightMyRequestResponse>;

/**
 * Takes an order through the API — POST /api/orders with `payload` (`orderPayload(…)` for the
 * usual one) as `account`, the cashier unless said — checks it was created, and answers the order
 * as the API showed it. The one way the server tests place an order.
 */
export async function placeOrder(
  as: CallAs,
  payload: object,
  account: AccountName = 'cashier',
): Promise<Order> {
  const response = await as(account, { method: 'POST', url: '/api/orders', payload });
  expect(response.statusCode, response.body).toBe(201);
  return orderSchema.parse(response.json().data.order);
}

/** Orders with their lines and payments, to show that a refused request stored nothing. */
export async function orderTables(db: Database) {
  return {
    orders: await db.select().from(orders).orderBy(orders.id),
    items: await db.select().from(orderItems).orderBy(orderItems.id),
    payments: await db.select().from(payments).orderBy(payments.id),
  };
}

/** A completed payment on an order, with the order's paid amount and status brought along. */
export async function recordPayment(
  db: Database,
  orderId: string,
  amountCents: number,
  processedAt: Date,
) {
  await db.insert(payments).values({ orderId, method: 'cash', amountCents, processedAt });
  await db.execute(sql`
    update ${orders} set paid_amount_cents = paid_amount_cents + ${amountCents},
      payment_status = case when paid_amount_cents + ${amountCents} >= total_amount_cents
        then 'paid' else 'partial' end
    where id = ${orderId}`);
}
