import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, serviceClothingPrices, services } from '../../src/db/schema';
import { insertCustomer, insertOrder } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

/** The hand-written part of migration 0014: what it does to rows written before it. */
const backfill = readFileSync(
  fileURLToPath(new URL('../../drizzle/0014_order_pricing_kept.sql', import.meta.url)),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => /^(--[^\n]*\n)*\s*(UPDATE|DELETE)/.test(statement));

describe('migration 0014 on earlier rows', () => {
  const t = useTestApp();

  it('keeps the tax rate and the confirmation, and lets base-priced categories follow', async () => {
    expect(backfill).toHaveLength(3);
    const customer = await insertCustomer(t.db, {
      fullName: 'Old Order',
      phoneNumber: '0711111111',
    });
    const taxed = await insertOrder(t.db, {
      customerId: customer.id,
      subtotalCents: 1000_00,
      taxAmountCents: 150_00,
      totalAmountCents: 1150_00,
      itemsConfirmed: true,
    });
    await t.db.insert(auditLog).values({
      actorName: 'Nimali Perera',
      entity: 'order',
      entityId: taxed.id,
      action: 'update',
      before: { estimatedTotal: 1000, itemsConfirmed: false },
      after: { actualTotal: 1150, difference: 150, itemsConfirmed: true, notes: 'heavier' },
    });
    const [washing] = await t.db
      .insert(services)
      .values({ name: 'Washing', priceType: 'per_kg', basePriceCents: 250_00 })
      .returning();
    if (!washing) throw new Error('seed failed');
    await t.db.insert(serviceClothingPrices).values([
      { serviceId: washing.id, clothingCategory: 'normal_clothes', priceCents: 250_00 },
      { serviceId: washing.id, clothingCategory: 'bed_sheets', priceCents: 300_00 },
    ]);

    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const [order] = await t.db.select().from(orders).where(eq(orders.id, taxed.id));
    expect(order?.taxRateBasisPoints).toBe(1500);
    expect(order?.confirmationHistory).toEqual({
      estimatedTotalCents: 1000_00,
      actualTotalCents: 1150_00,
      notes: 'heavier',
    });
    const prices = await t.db
      .select()
      .from(serviceClothingPrices)
      .where(eq(serviceClothingPrices.serviceId, washing.id));
    expect(prices.map((row) => row.clothingCategory)).toEqual(['bed_sheets']);
  });
});
