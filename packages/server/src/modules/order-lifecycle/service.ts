import {
  canMoveToStatus,
  orderMessages,
  orderStatusLabel,
  type PaymentInput,
  paymentStatusOf,
  phaseAfterStatus,
  type StatusUpdate,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { payments } from '../../db/schema';
import { NotFoundError, RuleViolation } from '../../errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { recalculateCustomerTotals } from '../customers/totals-repository';
import { createOrdersRepository } from '../orders/repository';

const toCents = (rupees: number) => Math.round(rupees * 100);
const lkr = (cents: number) =>
  `LKR ${(cents / 100).toLocaleString('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const lifecycleMessages = {
  statusUpdated: 'Order status updated successfully',
  paymentAdded: 'Payment added successfully',
  cancelledNoPayment: 'A cancelled order cannot take a payment',
  nothingDue: 'This order is already paid in full',
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
        const items = await repository.itemsOf([id]);
        const order = {
          status: row.status,
          orderPhase: row.orderPhase,
          pickupRequired: row.pickupRequired,
          deliveryRequired: row.deliveryRequired,
          itemsConfirmed: row.itemsConfirmed,
          items: items.map(({ item, statuses }) => ({
            serviceName: item.serviceName,
            service: { statuses },
          })),
        };
        if (!canMoveToStatus(order, update.status)) {
          throw new RuleViolation(
            row.status === 'cancelled'
              ? 'A cancelled order cannot change status'
              : `This order cannot move from ${orderStatusLabel(row.status)} to ${orderStatusLabel(update.status)}`,
            'status',
          );
        }
        const now = clock();
        const phase = phaseAfterStatus(update.status, row.orderPhase);
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
      });
    },

    /**
     * POST /orders/{id}/payments: the extra items join the order, then the payment is recorded.
     * Never more than what is due after them; a cancelled or settled order takes none.
     */
    async addPayment(tx: Executor, id: string, input: PaymentInput, actor: AuditActor) {
      const { repository, row } = await locked(tx, id);
      if (row.status === 'cancelled') throw new RuleViolation(lifecycleMessages.cancelledNoPayment);
      const extras = (input.extraCharges?.items ?? []).map((item) => ({
        name: item.name,
        priceCents: toCents(item.price),
        quantity: item.quantity,
      }));
      const extrasCents = extras.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
      const totalCents = row.totalAmountCents + extrasCents;
      const dueCents = totalCents - row.paidAmountCents;
      const amountCents = toCents(input.amount);
      if (dueCents <= 0) throw new RuleViolation(lifecycleMessages.nothingDue, 'amount');
      if (amountCents > dueCents) {
        throw new RuleViolation(`The payment is more than the ${lkr(dueCents)} due`, 'amount');
      }
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
