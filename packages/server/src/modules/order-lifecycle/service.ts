import {
  type BankDetailsDelivery,
  type BankDetailsMailInput,
  balanceDueCents,
  type ConfirmItemsInput,
  centsToRupees,
  countsTowardsCustomerTotals,
  extraItemsCents,
  HANDOVER_MESSAGES,
  type HandoverInput,
  handoverOf,
  isHandedOver,
  type LifecycleEvent,
  lifecycleAfter,
  lifecycleRefusal,
  messageEventOfMove,
  type Order,
  type OrderMailInput,
  type OrderMailResult,
  orderMessages,
  orderStatusLabel,
  type PaymentInput,
  paymentStatusOf,
  type ReadyListQuery,
  rupeesToCents,
  type StatusUpdate,
  takeBackReason,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, NotFoundError, RuleViolation } from '../../errors';
import type { Mailer, MailMessage, MailReceipt } from '../../mail/mailer';
import type { CustomerMessages } from '../../messages/customer-messages';
import { type AuditActor, recordAudit } from '../audit';
import { recalculateCustomerTotals } from '../customers';
import {
  awardOrderLoyalty,
  createOrderBooks,
  lifecycleOrderOf,
  loadOrder,
  orderStatusHistory,
  takeBackOrderLoyalty,
} from '../orders';
import { cashTillSessionOf } from '../till';
import { trackingLinkOf } from '../tracking';
import { confirmItems, extrasChargeOf } from './confirm-items';
import { bankDetailsMail, itemsConfirmedMail, receiptMail } from './mail';
import { lifecycleMessages } from './messages';
import { readyForCollection } from './ready-list';
import { createOrderLifecycleRepository } from './repository';

export { lifecycleMessages } from './messages';

export interface OrderLifecycleDependencies {
  db: Database;
  clock: Clock;
  /** Every message is kept in the outbox, and sent too when SMTP is configured. */
  mailer: Mailer;
  business: Config['business'];
  /** The account customers pay transfers into: configuration only (BANK_*). */
  bank: Config['bank'];
  /** Where customers reach the site: the receipt mail's tracking link (issue 25). */
  publicOrigin?: string;
  /** The customer's message when the order is ready or leaves for delivery (issue 25). */
  messages?: Pick<CustomerMessages, 'queue' | 'deliver'>;
}

/** A mail call's answer: whether it left, why it only waits, and the message to show. */
export interface MailAnswer extends OrderMailResult {
  message: string;
}

/** send-bank-details' answer: the spec's `data`, with the message and warning beside it. */
export interface BankDetailsAnswer {
  message: string;
  warning: string | null;
  delivery: BankDetailsDelivery;
}

/** Extra items as the payment and the bank-details mail receive them, in integer cents. */
function extrasOf(items: readonly { name: string; price: number; quantity: number }[] = []) {
  return items.map((item) => ({
    name: item.name,
    priceCents: rupeesToCents(item.price),
    quantity: item.quantity,
  }));
}

/** Why a message only waits in the outbox, or null once it left. */
const warningOf = (receipt: MailReceipt) =>
  receipt.sent ? null : lifecycleMessages.mailNotConfigured;

/**
 * The order's moves after it is taken (spec part 2 §2.2–2.6, §7): status changes checked by the
 * domain's lifecycle machine, payments, item confirmation and the mail about them. Each write runs
 * in one transaction with the order row locked (`SELECT … FOR UPDATE`), so two cashiers at once —
 * a payment and a cancel, say — are served one after the other on the state the first one left.
 */
export function createOrderLifecycleService(deps: OrderLifecycleDependencies) {
  const { db, clock, mailer, business, bank, publicOrigin, messages } = deps;

  async function locked(tx: Executor, id: string) {
    const books = createOrderBooks(tx);
    const row = await books.lock(id);
    if (!row) throw new NotFoundError(orderMessages.notFound);
    return { books, row };
  }

  async function existing(id: string) {
    const row = await createOrderBooks(db).find(id);
    if (!row) throw new NotFoundError(orderMessages.notFound);
    return row;
  }

  /**
   * Where an order's mail may go: the customer's own address, and nowhere else (anyone with the
   * orders right could otherwise mail a customer's details to any address).
   */
  function customerAddress(order: Order, asked: string | undefined): string {
    const own = order.customerInfo.email || order.customer.email;
    if (!own) throw new BadRequestError(lifecycleMessages.noEmail, 'email');
    if (asked && asked.trim().toLowerCase() !== own.trim().toLowerCase()) {
      throw new BadRequestError(lifecycleMessages.customerAddressOnly, 'email');
    }
    return own;
  }

  async function send(
    message: MailMessage,
    texts: { sent: string; kept: string },
  ): Promise<MailAnswer> {
    const receipt = await mailer.send(message);
    return {
      sent: receipt.sent,
      warning: warningOf(receipt),
      message: receipt.sent ? texts.sent : texts.kept,
    };
  }

  /**
   * A status move inside the caller's transaction: the move the status panel offers, or 409 with
   * the reason (a paid order is not cancelled: its money is refunded first; a bag is not handed
   * over with money due). A cancelled order stops counting towards its customer's totals, and
   * the points it earned are taken back. Services Complete keeps the shelf slot and the time the
   * bag became ready; a handover clears the slot (decision 025).
   */
  async function moveStatus(
    tx: Executor,
    id: string,
    update: StatusUpdate,
    actor: AuditActor,
  ): Promise<{ order: Order; queued: string[] }> {
    const { books, row } = await locked(tx, id);
    const order = lifecycleOrderOf(row, await books.itemsOf([id]));
    const move: LifecycleEvent = { type: 'status.move', status: update.status };
    const refusal = lifecycleRefusal(order, move);
    if (refusal) throw new RuleViolation(refusal, 'status');
    const now = clock();
    const after = lifecycleAfter(order, move);
    const phase = after.orderPhase ?? row.orderPhase;
    const note = update.notes
      ? `[${now.toISOString().slice(0, 16).replace('T', ' ')} ${actor.name}] ${orderStatusLabel(update.status)}: ${update.notes}`
      : null;
    if (update.shelfSlot && update.status !== 'complete') {
      throw new BadRequestError(lifecycleMessages.shelfSlotAtComplete, 'shelfSlot');
    }
    const arriving = update.status !== row.status;
    await books.update(id, {
      status: update.status,
      orderPhase: phase,
      ...(update.status === 'complete'
        ? {
            shelfSlot: update.shelfSlot ?? (arriving ? null : row.shelfSlot),
            ...(arriving ? { readyAt: now } : {}),
          }
        : {}),
      ...(isHandedOver(update.status) ? { shelfSlot: null } : {}),
      ...(update.status === 'delivered' && arriving ? { actualDeliveryDate: now } : {}),
      ...(note ? { staffNotes: row.staffNotes ? `${row.staffNotes}\n${note}` : note } : {}),
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
        ...(update.shelfSlot ? { shelfSlot: update.shelfSlot } : {}),
        ...(update.notes ? { notes: update.notes } : {}),
      },
      at: now,
    });
    if (countsTowardsCustomerTotals(row.status) !== countsTowardsCustomerTotals(update.status)) {
      await recalculateCustomerTotals(tx, row.customerId);
    }
    if (countsTowardsCustomerTotals(update.status)) {
      await awardOrderLoyalty(tx, { ...row, orderPhase: phase }, actor, now);
    } else {
      await takeBackOrderLoyalty(tx, row, takeBackReason(row.orderNumber, 'cancelled'), actor, now);
    }
    // Ready for collection or on its way: the customer's message, queued with the move.
    const event = messageEventOfMove(row.status, update.status, row.deliveryRequired);
    const queued = event && messages ? await messages.queue(tx, id, event) : [];
    return { order: await loadOrder(tx, id), queued };
  }

  return {
    /** PATCH /orders/{id}/status, in its own transaction. */
    async updateStatus(id: string, update: StatusUpdate, actor: AuditActor): Promise<Order> {
      const { order, queued } = await inTransaction(db, (tx) => moveStatus(tx, id, update, actor));
      await messages?.deliver(queued);
      return order;
    },

    /**
     * POST /orders/{id}/handover, inside the caller's transaction (the idempotency wrapper's):
     * the balance through the ordinary payment path (`addPayment`: extras, the till's cash hook,
     * loyalty, audit), then the move to collected or delivered. The move's own guard refuses a
     * payment that leaves money due, and the whole handover rolls back with it.
     */
    async handover(
      tx: Executor,
      id: string,
      input: HandoverInput,
      actor: AuditActor,
    ): Promise<Order> {
      const { books, row } = await locked(tx, id);
      const plan = handoverOf(lifecycleOrderOf(row, await books.itemsOf([id])));
      if (!plan) throw new RuleViolation(HANDOVER_MESSAGES.notReady, 'status');
      if (input.payment) await this.addPayment(tx, id, input.payment, actor);
      // A handover ends the order: no message is queued for it.
      const { order } = await moveStatus(
        tx,
        id,
        { status: plan.status, shelfSlot: undefined, notes: input.notes },
        actor,
      );
      return order;
    },

    /** GET /orders/ready: the bags waiting on the shelf. */
    ready: (query: ReadyListQuery) => readyForCollection(db, query, clock(), business.timeZone),

    /**
     * POST /orders/{id}/payments, inside the caller's transaction (the idempotency wrapper's):
     * the extra items join the order, then the payment is recorded. Never more than what is due
     * after them; a cancelled or settled order takes none.
     */
    async addPayment(
      tx: Executor,
      id: string,
      input: PaymentInput,
      actor: AuditActor,
    ): Promise<Order> {
      const { books, row } = await locked(tx, id);
      const extras = extrasOf(input.extraCharges?.items);
      // The extras carry the order's tax: priced by the domain's pipeline, like the dialog does.
      const charge = await extrasChargeOf(tx, row, extras);
      const extrasCents = charge.totalCents;
      const amountCents = rupeesToCents(input.amount);
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
      // Cash goes into the caller's open till (issue 23); no till: a 409, and nothing is written.
      const tillSessionId = input.method === 'cash' ? await cashTillSessionOf(tx, actor.id) : null;
      await createOrderLifecycleRepository(tx).insertPayment({
        tillSessionId,
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
      await books.update(id, {
        extraItems: [...row.extraItems, ...extras],
        extraChargesCents: row.extraChargesCents + extraItemsCents(extras),
        taxAmountCents: row.taxAmountCents + charge.taxCents,
        totalAmountCents: totalCents,
        paidAmountCents: paidCents,
        paymentStatus: paymentStatusOf(totalCents, paidCents),
        version: row.version + 1,
        updatedAt: now,
      });
      await recalculateCustomerTotals(tx, row.customerId);
      // Paid in full: the customer's message when the shop sends one (the poller delivers it,
      // after the caller's transaction commits).
      if (paymentStatusOf(totalCents, paidCents) === 'paid' && row.paymentStatus !== 'paid') {
        await messages?.queue(tx, id, 'paid');
      }
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
        before: {
          paidAmount: centsToRupees(row.paidAmountCents),
          totalAmount: centsToRupees(row.totalAmountCents),
        },
        after: {
          paidAmount: centsToRupees(paidCents),
          totalAmount: centsToRupees(totalCents),
          method: input.method,
          ...(extras.length
            ? { extraItems: extras.map((item) => `${item.quantity} × ${item.name}`) }
            : {}),
        },
        at: now,
      });
      return loadOrder(tx, id);
    },

    /**
     * PUT /orders/{id}/confirm-items: priced again, and the customer's mail about the new total
     * queued in the outbox, in one transaction — a refused or failed confirmation leaves no mail,
     * a committed one always has it. It is handed to SMTP after the commit (a mail that cannot
     * leave stays in the outbox).
     */
    async confirmItems(
      id: string,
      input: ConfirmItemsInput,
      actor: AuditActor,
    ): Promise<{ order: Order; message: string }> {
      const { order, mail } = await inTransaction(db, async (tx) => {
        await confirmItems(tx, id, input, actor, clock());
        const confirmed = await loadOrder(tx, id);
        const email = confirmed.customerInfo.email || confirmed.customer.email;
        return {
          order: confirmed,
          mail: email
            ? await mailer.queue(tx, itemsConfirmedMail(confirmed, email, business))
            : null,
        };
      });
      const sent = mail ? await mailer.deliver(mail) : null;
      return {
        order,
        message: sent?.sent
          ? lifecycleMessages.itemsConfirmed
          : lifecycleMessages.itemsConfirmedNoMail,
      };
    },

    /** POST /orders/{id}/send-receipt: the receipt, to the customer's own address. */
    async sendReceipt(id: string, input: OrderMailInput): Promise<MailAnswer> {
      const order = await loadOrder(db, id);
      const to = customerAddress(order, input.email);
      const tracking = publicOrigin ? await trackingLinkOf(db, id, publicOrigin) : undefined;
      return send(receiptMail(order, to, business, tracking), {
        sent: lifecycleMessages.receiptSent(to),
        kept: lifecycleMessages.receiptKept,
      });
    },

    /**
     * POST /orders/{id}/send-bank-details: the bank account and the amount to transfer — what the
     * order has due (from its stored amounts) plus the extra items about to be added — to the
     * customer's own address. A client's `amount` is only checked against that figure.
     */
    async sendBankDetails(id: string, input: BankDetailsMailInput): Promise<BankDetailsAnswer> {
      const row = await existing(id);
      const { totalCents: extrasCents } = await extrasChargeOf(
        db,
        row.order,
        extrasOf(input.extraCharges?.items),
      );
      const amountCents =
        balanceDueCents({
          status: row.order.status,
          totalCents: row.order.totalAmountCents,
          paidCents: row.order.paidAmountCents,
        }) + extrasCents;
      // Nothing to transfer for a cancelled or settled order: the payment's own refusal.
      const refusal = lifecycleRefusal(lifecycleOrderOf(row.order, []), {
        type: 'payment.record',
        amountCents,
        extrasCents,
      });
      if (refusal) throw new RuleViolation(refusal, 'amount');
      if (input.amount !== undefined && rupeesToCents(input.amount) !== amountCents) {
        throw new BadRequestError(lifecycleMessages.amountIsDue(amountCents), 'amount');
      }
      const order = await loadOrder(db, id);
      const to = customerAddress(order, input.email);
      const amount = centsToRupees(amountCents);
      const receipt = await mailer.send(bankDetailsMail(order, to, amount, business, bank));
      return {
        message: receipt.sent
          ? lifecycleMessages.bankDetailsSent
          : lifecycleMessages.bankDetailsKept,
        warning: warningOf(receipt),
        delivery: {
          sentVia: receipt.sent ? 'email' : null,
          details: { to, amount, reference: order.orderNumber },
          bankDetails: bank,
        },
      };
    },

    /** GET /orders/{id}/receipt: the order with the business and its bank account. */
    async receipt(id: string) {
      const order = await loadOrder(db, id);
      const { timeZone: _zone, ...issuer } = business;
      return { order, business: { ...issuer, bankDetails: bank } };
    },

    /** GET /orders/{id}/status-history. */
    statusHistory: (id: string) => orderStatusHistory(db, id),
  };
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
