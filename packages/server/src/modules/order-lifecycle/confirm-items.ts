import {
  type ActualAmount,
  type ConfirmItemsInput,
  type ConfirmOrder,
  centsToRupees,
  confirmedTotals,
  confirmItemsIssue,
  type ExtraItemInput,
  extraItemsCharge,
  lifecycleAfter,
  lifecycleRefusal,
  type OrderStatus,
  orderMessages,
  paymentStatusOf,
} from '@laundry/domain';
import type { Executor } from '../../db/client';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { BadRequestError, NotFoundError, RuleViolation } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { recalculateCustomerTotals } from '../customers';
import {
  clothingCategoryOf,
  createOrderBooks,
  lifecycleOrderOf,
  settledDiscountOf,
} from '../orders';

export const confirmMessages = {
  unknownItem: 'Please enter valid quantities for all items',
  /** The status history's comment on the move confirming the items makes. */
  itemsConfirmedNote: 'Items confirmed',
} as const;

/** The stored order as the domain's confirm items prices it: its frozen lines and charges. */
export function confirmOrderOf(row: OrderRow, items: { item: OrderItemRow }[]): ConfirmOrder {
  return {
    lines: items.map(({ item }) => ({
      itemId: item.id,
      serviceName: item.serviceName,
      priceType: item.priceType,
      clothingCategory: clothingCategoryOf(item.clothingCategory),
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      weight: item.weightGrams / 1000,
    })),
    isExpressService: row.isExpressService,
    pickupChargesCents: row.pickupChargesCents,
    deliveryChargesCents: row.deliveryChargesCents,
    extraItems: row.extraItems,
    discount: settledDiscountOf(row),
    taxRateBasisPoints: row.taxRateBasisPoints,
    totalAmountCents: row.totalAmountCents,
    paidAmountCents: row.paidAmountCents,
  };
}

/**
 * What extra items added at payment put on a stored order, their tax included: the domain's
 * `extraItemsCharge` over the order's frozen lines (the payment dialog previews the same).
 */
export async function extrasChargeOf(
  executor: Executor,
  row: OrderRow,
  extras: readonly ExtraItemInput[],
): Promise<{ totalCents: number; taxCents: number }> {
  if (extras.length === 0) return { totalCents: 0, taxCents: 0 };
  const items = await createOrderBooks(executor).itemsOf([row.id]);
  return extraItemsCharge(confirmOrderOf(row, items), extras);
}

/**
 * PUT /orders/{id}/confirm-items (spec part 2 §4 'Confirm Items'): the actual amount of every
 * line; the order is priced again by the domain's `confirmedTotals` — `priceOrder` over the
 * frozen lines with the order's discount, charges and tax rate, as the dialog previews it — the
 * items are marked confirmed and the phase becomes confirmed. The estimate and the result are
 * kept on the order (its confirmation history) and in the audit log. A total below what was
 * already paid is allowed: the difference is the order's refund due (the domain's `balanceOf`),
 * cleared by a refund.
 */
export async function confirmItems(
  tx: Executor,
  id: string,
  input: ConfirmItemsInput,
  actor: AuditActor,
  now: Date,
) {
  const books = createOrderBooks(tx);
  const row = await books.lock(id);
  if (!row) throw new NotFoundError(orderMessages.notFound);
  const items = await books.itemsOf([id]);
  const order = lifecycleOrderOf(row, items);
  const refusal = lifecycleRefusal(order, { type: 'items.confirm' });
  if (refusal) throw new RuleViolation(refusal);

  const confirmed = lifecycleAfter(order, { type: 'items.confirm' });
  const confirming = confirmOrderOf(row, items);
  const known = new Set(confirming.lines.map((line) => line.itemId));
  if (input.items.some((entry) => !known.has(entry.itemId))) {
    throw new BadRequestError(confirmMessages.unknownItem, 'items');
  }
  const actual = new Map<string, ActualAmount>(
    input.items.map((entry) => [
      entry.itemId,
      { quantity: entry.actualQuantity, weight: entry.actualWeight },
    ]),
  );
  const issue = confirmItemsIssue(confirming.lines, actual);
  if (issue) throw new BadRequestError(issue.message, issue.field);
  const totals = confirmedTotals(confirming, actual);
  for (const [index, line] of totals.pricing.items.entries()) {
    const itemId = confirming.lines[index]?.itemId;
    if (!itemId) continue;
    await books.updateItem(itemId, {
      quantity: line.quantity,
      weightGrams: Math.round(line.weight * 1000),
      totalPriceCents: line.totalPriceCents,
    });
  }
  const { pricing } = totals;
  await books.update(id, {
    subtotalCents: pricing.subtotalCents,
    discountAmountCents: pricing.discountAmountCents,
    taxAmountCents: pricing.taxAmountCents,
    totalAmountCents: pricing.totalAmountCents,
    paymentStatus: paymentStatusOf(pricing.totalAmountCents, row.paidAmountCents),
    itemsConfirmed: true,
    confirmationHistory: {
      estimatedTotalCents: row.totalAmountCents,
      actualTotalCents: pricing.totalAmountCents,
      ...(input.notes ? { notes: input.notes } : {}),
    },
    // The machine's confirmItems: the phase is confirmed, a pickup order is received.
    orderPhase: confirmed.orderPhase ?? 'confirmed',
    status: confirmed.status as OrderStatus,
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
    before: {
      estimatedTotal: centsToRupees(row.totalAmountCents),
      itemsConfirmed: false,
      status: row.status,
    },
    after: {
      actualTotal: centsToRupees(pricing.totalAmountCents),
      difference: centsToRupees(totals.differenceCents),
      itemsConfirmed: true,
      status: confirmed.status,
      ...(input.notes ? { notes: input.notes } : {}),
    },
    at: now,
  });
  if (confirmed.status !== row.status) {
    // The move to received is a status move like any other: the status history (read from the
    // audit's 'status' rows) shows it, with why it happened.
    await recordAudit(tx, {
      actor,
      entity: 'order',
      entityId: id,
      label: row.orderNumber,
      action: 'status',
      before: { status: row.status, orderPhase: row.orderPhase },
      after: {
        status: confirmed.status,
        orderPhase: confirmed.orderPhase ?? 'confirmed',
        notes: input.notes
          ? `${confirmMessages.itemsConfirmedNote}: ${input.notes}`
          : confirmMessages.itemsConfirmedNote,
      },
      at: now,
    });
  }
  return { customerId: row.customerId, orderNumber: row.orderNumber, totals };
}
