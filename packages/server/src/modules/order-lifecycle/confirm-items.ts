import {
  type ActualAmount,
  type ConfirmItemsInput,
  type ConfirmLine,
  confirmedTotals,
  lifecycleAfter,
  lifecycleRefusal,
  orderMessages,
  paymentStatusOf,
} from '@laundry/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems } from '../../db/schema';
import { BadRequestError, NotFoundError, RuleViolation } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { recalculateCustomerTotals } from '../customers/totals-repository';
import { lifecycleOrderOf } from '../orders/lifecycle-order';
import { createOrdersRepository } from '../orders/repository';

export const confirmMessages = {
  unknownItem: 'Please enter valid quantities for all items',
} as const;

/**
 * PUT /orders/{id}/confirm-items (spec part 2 §4 'Confirm Items'): the actual amount of every
 * line; the lines and the order are priced again by the domain's `confirmedTotals` (the discount
 * scaled by discount/subtotal), the items are marked confirmed and the phase becomes confirmed.
 * The estimate and the result are kept in the audit log as the confirmation history. A total
 * below what was already paid is allowed: the difference is the order's refund due (the domain's
 * `balanceOf`), cleared by a refund.
 */
export async function confirmItems(
  tx: Executor,
  id: string,
  input: ConfirmItemsInput,
  actor: AuditActor,
  now: Date,
) {
  const repository = createOrdersRepository(tx);
  const row = await repository.lockById(id);
  if (!row) throw new NotFoundError(orderMessages.notFound);
  const items = await repository.itemsOf([id]);
  const order = lifecycleOrderOf(row, items);
  const refusal = lifecycleRefusal(order, { type: 'items.confirm' });
  if (refusal) throw new RuleViolation(refusal);

  const lines: ConfirmLine[] = items.map(({ item }) => ({
    itemId: item.id,
    priceType: item.priceType === 'per_kg' ? 'per_kg' : 'per_piece',
    unitPriceCents: item.unitPriceCents,
    quantity: item.quantity,
    weight: item.weightGrams / 1000,
  }));
  const actual = new Map<string, ActualAmount>();
  for (const entry of input.items) {
    actual.set(entry.itemId, { quantity: entry.actualQuantity, weight: entry.actualWeight });
  }
  const known = new Set(lines.map((line) => line.itemId));
  const usable = lines.every((line) => {
    const amount = actual.get(line.itemId);
    const value = line.priceType === 'per_kg' ? amount?.weight : amount?.quantity;
    return value !== undefined && value > 0;
  });
  if (!usable || input.items.some((entry) => !known.has(entry.itemId))) {
    throw new BadRequestError(confirmMessages.unknownItem, 'items');
  }
  const totals = confirmedTotals(lines, actual, {
    subtotalCents: row.subtotalCents,
    discountAmountCents: row.discountAmountCents,
    totalAmountCents: row.totalAmountCents,
  });
  for (const line of totals.lines) {
    const amount = actual.get(line.itemId);
    if (!amount) continue;
    await tx
      .update(orderItems)
      .set({
        quantity: amount.quantity,
        weightGrams: Math.round(amount.weight * 1000),
        totalPriceCents: line.actualCents,
      })
      .where(eq(orderItems.id, line.itemId));
  }
  await repository.updateOrder(id, {
    subtotalCents: totals.subtotalCents,
    discountAmountCents: totals.discountAmountCents,
    totalAmountCents: totals.totalAmountCents,
    paymentStatus: paymentStatusOf(totals.totalAmountCents, row.paidAmountCents),
    itemsConfirmed: true,
    orderPhase: lifecycleAfter(order, { type: 'items.confirm' }).orderPhase ?? 'confirmed',
    version: row.version + 1,
    updatedAt: now,
  });
  await recalculateCustomerTotals(tx, row.customerId);
  await recordAudit(tx, {
    actor,
    entity: 'order',
    entityId: id,
    label: row.orderNumber,
    action: 'update',
    before: { estimatedTotal: row.totalAmountCents / 100, itemsConfirmed: false },
    after: {
      actualTotal: totals.totalAmountCents / 100,
      difference: totals.differenceCents / 100,
      itemsConfirmed: true,
      ...(input.notes ? { notes: input.notes } : {}),
    },
    at: now,
  });
  return { customerId: row.customerId, orderNumber: row.orderNumber, totals };
}
