import {
  balanceOf,
  centsToRupees,
  isRefundedInFull,
  loyaltyPointsForTotal,
  orderBooks,
  orderMessages,
  type RefundInput,
  refundMessages,
  refundRefusal,
  rupeesToCents,
  takeBackReason,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/client';
import { NotFoundError, RuleViolation } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { recalculateCustomerTotals } from '../customers';
import { createOrderBooks, takeBackOrderLoyalty } from '../orders';
import { cashTillSessionOf } from '../till';
import { createRefundsRepository } from './repository';

/**
 * Refunds (issue 21): money leaves the books only here. A refund gives back part or all of one
 * completed payment of an order, in the caller's transaction (the idempotency wrapper's) with the
 * order row locked first, so two refunds of one payment are served one after the other and the
 * second sees what the first left. The order's paid amount and payment status are then counted
 * again from its payments and refunds by the domain's `orderBooks`.
 */
export function createRefundsService({ clock }: { clock: Clock }) {
  return {
    /** Records the refund and answers the order as it now stands (read in the same transaction). */
    async refund(
      tx: Executor,
      orderId: string,
      paymentId: string,
      input: RefundInput,
      actor: AuditActor,
    ) {
      const orders = createOrderBooks(tx);
      const refunds = createRefundsRepository(tx);
      const order = await orders.lock(orderId);
      if (!order) throw new NotFoundError(orderMessages.notFound);
      const payment = await refunds.payment(orderId, paymentId);
      if (!payment) throw new NotFoundError(refundMessages.paymentNotFound, 'paymentId');

      const amountCents = rupeesToCents(input.amount);
      const refundedCents = await refunds.refundedOf(paymentId);
      const refusal = refundRefusal(
        { amountCents: payment.amountCents, status: payment.status, refundedCents },
        order.paidAmountCents,
        amountCents,
      );
      if (refusal) throw new RuleViolation(refusal, 'amount');

      // Cash leaves from the caller's open till (issue 23), whichever session took the payment.
      const tillSessionId = input.method === 'cash' ? await cashTillSessionOf(tx, actor.id) : null;
      const now = clock();
      const refund = await refunds.insert({
        tillSessionId,
        orderId,
        paymentId,
        amountCents,
        method: input.method,
        reason: input.reason,
        createdBy: actor.id,
        refundedAt: now,
        createdAt: now,
      });
      const ledger = await orders.ledgerOf(orderId);
      const books = orderBooks({ totalCents: order.totalAmountCents, ...ledger });
      await orders.update(orderId, {
        paidAmountCents: books.paidCents,
        paymentStatus: books.paymentStatus,
        version: order.version + 1,
        updatedAt: now,
      });
      // The customer's totalSpent is the money received on their orders: a refund lowers it.
      await recalculateCustomerTotals(tx, order.customerId);

      // The order keeps the points of the money the shop kept (issue 38): 36 points for 3,600,
      // then 3,599.99 refunded, left none for 0.01 — all of them at a refund in full.
      const inFull = isRefundedInFull(books.receivedCents, books.refundedCents);
      const pointsTakenBack = await takeBackOrderLoyalty(
        tx,
        order,
        takeBackReason(order.orderNumber, inFull ? 'refunded' : 'refundedInPart'),
        actor,
        now,
        inFull ? 0 : loyaltyPointsForTotal(books.receivedCents - books.refundedCents),
      );

      const before = balanceOf(order.totalAmountCents, order.paidAmountCents);
      await recordAudit(tx, {
        actor,
        entity: 'order',
        entityId: orderId,
        label: order.orderNumber,
        action: 'refund',
        before: {
          paidAmount: centsToRupees(order.paidAmountCents),
          balanceAmount: centsToRupees(before.balanceCents),
          refundDueAmount: centsToRupees(before.refundDueCents),
          paymentStatus: order.paymentStatus,
        },
        after: {
          paidAmount: centsToRupees(books.paidCents),
          balanceAmount: centsToRupees(books.balanceCents),
          refundDueAmount: centsToRupees(books.refundDueCents),
          paymentStatus: books.paymentStatus,
          refundAmount: centsToRupees(amountCents),
          method: input.method,
          reason: input.reason,
          paymentId,
          refundId: refund.id,
          ...(pointsTakenBack ? { loyaltyPointsTakenBack: pointsTakenBack } : {}),
        },
        at: now,
      });
      return orders.load(orderId);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
