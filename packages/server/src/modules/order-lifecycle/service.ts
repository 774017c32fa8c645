import {
  type LifecycleEvent,
  lifecycleAfter,
  lifecycleRefusal,
  orderMessages,
  orderStatusLabel,
  type PaymentInput,
  paymentStatusOf,
  type StatusUpdate,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { NotFoundError, RuleViolation } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { recalculateCustomerTotals } from '../customers/totals-repository';
import { lifecycleOrderOf } from '../orders/lifecycle-order';
import { createOrdersRepository } from '../orders/repository';
import { awardOrderLoyalty } from './loyalty';

const toCents = (rupees: number) => Math.round(rupees * 100);

export const lifecycleMessages = {
  statusUpdated: 'Order status updated successfully',
  paymentAdded: 'Payment added successfully',
  itemsConfirmed: 'Items confirmed and customer notified via email!',
  itemsConfirmedNoMail: 'Items confirmed successfully',
  receiptSent: 'Receipt sent successfully',
  receiptKept: 'Receipt saved in the outbox: email service not configured',
  mailNotConfigured: 'email service not configured',
  noEmail: 'This customer has no email address',
  bankDetailsSent: 'Bank details sent successfully via Email!',
  bankDetailsKept: 'Bank details saved in the outbox: email service not configured',
} as const;

/**
 * The order's moves after it is taken (spec part 2 §2.2–2.6): status changes checked by the
 * domain's allowed moves, and payments. Each runs in one transaction with the order row locked,
 * so two cashiers at once are served one after the other on the state the first one left.
 */
export function createOrderLifecycleService({ db, clock }: { db: Database; clock: Clock }) {
  async function locked(tx: Executor, id: string) {
    const repository = createOrdersRepository(tx);
    const row = await repository.lockById(id);
    if (!row) throw new NotFoundError(orderMessages.notFound);
    return { repository, row };
  }

  return {
    /** PATCH /orders/{id}/status: the move the status panel offers, or 409 with the reason. */
    async updateStatus(id: string, update: StatusUpdate, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const { repository, row } = await locked(tx, id);
        const order = lifecycleOrderOf(row, await repository.itemsOf([id]));
        const move: LifecycleEvent = { type: 'status.move', status: update.status };
        const refusal = lifecycleRefusal(order, move);
        if (refusal) throw new RuleViolation(refusal, 'status');
        const now = clock();
        const phase = lifecycleAfter(order, move).orderPhase ?? row.orderPhase;
        const note = update.notes
          ? `[${now.toISOString().slice(0, 16).replace('T', ' ')} ${actor.name}] ${orderStatusLabel(update.status)}: ${update.notes}`
          : null;
        await repository.updateOrder(id, {
          status: update.status,
          orderPhase: phase,
          ...(note ? { staffNotes: row.staffNotes ? `${row.staffNotes}\n${note}` : note } : {}),
          ...(update.status === 'deliver' && !row.actualDeliveryDate
            ? { actualDeliveryDate: now }
            : {}),
          version: row.version + 1,
          updatedAt: now,
        });
        // The status history: who moved the order, when, from what to what.
        await recordAudit(tx, {
          actor,
          entity: 'order',
          entityId: id,
          label: row.orderNumber,
          action: 'status',
          before: { status: row.status, orderPhase: row.orderPhase },
          after: {
            status: update.status,
            orderPhase: phase,
            ...(update.notes ? { notes: update.notes } : {}),
          },
          at: now,
        });
        await awardOrderLoyalty(tx, { ...row, orderPhase: phase }, actor, now);
      });
    },

    /**
     * POST /orders/{id}/payments: the extra items join the order, then the payment is recorded.
     * Never more than what is due after them; a cancelled or settled order takes none.
     */
    async addPayment(tx: Executor, id: string, input: PaymentInput, actor: AuditActor) {
      const { repository, row } = await locked(tx, id);
      const extras = (input.extraCharges?.items ?? []).map((item) => ({
        name: item.name,
        priceCents: toCents(item.price),
        quantity: item.quantity,
      }));
      const extrasCents = extras.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
      const amountCents = toCents(input.amount);
      // The machine reads only the amounts for a payment: the items are not needed.
      const refusal = lifecycleRefusal(lifecycleOrderOf(row, []), {
        type: 'payment.record',
        amountCents,
        extrasCents,
      });
      if (refusal) throw new RuleViolation(refusal, 'amount');
      const totalCents = row.totalAmountCents + extrasCents;
      const now = clock();
      const paidCents = row.paidAmountCents + amountCents;
      await tx.insert(payments).values({
        orderId: id,
        method: input.method,
        amountCents,
        status: 'completed',
        transactionId: input.method === 'bank_transfer' ? (input.transactionId ?? null) : null,
        notes: input.notes || null,
        processedAt: now,
        createdBy: actor.id,
        createdAt: now,
      });
      await repository.updateOrder(id, {
        extraItems: [...row.extraItems, ...extras],
        extraChargesCents: row.extraChargesCents + extrasCents,
        totalAmountCents: totalCents,
        paidAmountCents: paidCents,
        paymentStatus: paymentStatusOf(totalCents, paidCents),
        version: row.version + 1,
        updatedAt: now,
      });
      await recalculateCustomerTotals(tx, row.customerId);
      await awardOrderLoyalty(
        tx,
        { ...row, totalAmountCents: totalCents, paidAmountCents: paidCents },
        actor,
        now,
      );
      await recordAudit(tx, {
        actor,
        entity: 'order',
        entityId: id,
        label: row.orderNumber,
        action: 'payment',
        before: { paidAmount: row.paidAmountCents / 100, totalAmount: row.totalAmountCents / 100 },
        after: {
          paidAmount: paidCents / 100,
          totalAmount: totalCents / 100,
          method: input.method,
          ...(extras.length
            ? { extraItems: extras.map((item) => `${item.quantity} × ${item.name}`) }
            : {}),
        },
        at: now,
      });
    },
  };
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
