import { booksBreaks, centsToRupees, formatCurrency } from '@laundry/domain';
import type { Transaction } from '../../db/client';
import { BadRequestError } from '../../errors';
import { UNCHANGED } from './backup-trust';
import { createAdminRepository, type OrderLedgerRow } from './repository';

const money = (cents: number) => formatCurrency(centsToRupees(cents));

/**
 * The first rule of the books an order breaks, worded for the admin, or undefined. The rules are
 * the domain's (`booksBreaks`): paid = Σ completed payments − Σ refunds, never below 0, the payment
 * status derived from the total and paid, a cancelled order holds no money not given back, and a
 * collected one was paid in full when it was handed over. A total below what was paid is a refund due, which the product itself allows.
 */
export function brokenBooksRule(order: OrderLedgerRow): string | undefined {
  const [broken] = booksBreaks({
    status: order.status,
    totalCents: order.totalCents,
    paidCents: order.paidCents,
    paymentStatus: order.paymentStatus,
    payments: [{ amountCents: order.receivedCents, status: 'completed' }],
    refunds: [{ amountCents: order.refundedCents }],
  });
  switch (broken?.rule) {
    case 'overRefunded':
      return `its refunds (${money(broken.books.refundedCents)}) exceed its payments (${money(broken.books.receivedCents)})`;
    case 'paid':
      return `it is marked paid ${money(broken.stored)}, but its payments less its refunds come to ${money(broken.books.paidCents)}`;
    case 'paymentStatus':
      return `its payment status is "${broken.stored}", but a total of ${money(order.totalCents)} with ${money(broken.books.paidCents)} paid is "${broken.expected}"`;
    case 'cancelledHolds':
      return `it is cancelled but holds ${money(broken.books.paidCents)} not refunded`;
    case 'collectedUnpaid':
      return `it is collected, but its payments (${money(broken.books.receivedCents)}) never covered its total of ${money(order.totalCents)}`;
    default:
      return undefined;
  }
}

/**
 * The books' invariants over the restored rows, inside the restore's transaction before it
 * commits (decision 024): a broken one refuses the whole restore, naming the row's line. Roles,
 * amounts and vocabularies were checked row by row on the way in.
 */
export async function checkBooks(tx: Transaction, lines: Map<string, number>): Promise<void> {
  const admin = createAdminRepository(tx);
  const at = (id: string) => (lines.has(id) ? `line ${lines.get(id)}` : 'a line');
  const refuse = (where: string, why: string) =>
    new BadRequestError(`The backup was refused at ${where}: ${why} ${UNCHANGED}`);

  let broken: { order: OrderLedgerRow; rule: string } | undefined;
  await admin.eachOrderLedger((rows) => {
    for (const order of rows) {
      const rule = broken ? undefined : brokenBooksRule(order);
      if (rule) broken = { order, rule };
    }
  });
  if (broken) {
    throw refuse(`${at(broken.order.id)} (order ${broken.order.orderNumber})`, broken.rule);
  }

  const overRefunded = await admin.firstOverRefundedPayment();
  if (overRefunded) {
    throw refuse(
      at(overRefunded.orderId),
      'a refund of this order gives back more than its payment took in, or names a payment of another order',
    );
  }

  const points = await admin.firstLoyaltyMismatch();
  if (points) {
    throw refuse(
      `${at(points.id)} (a customer)`,
      `the customer has ${points.points} loyalty points, but their loyalty history leaves ${points.history}`,
    );
  }

  const till = await admin.firstTillMismatch();
  if (till) {
    throw refuse(
      `a line (till ${till.number})`,
      "the till's stored expected cash or variance is not what its payments, refunds and cash movements give",
    );
  }

  const customer = await admin.firstCustomerTotalsMismatch();
  if (customer) {
    throw refuse(
      `${at(customer.id)} (a customer)`,
      `the customer's totals say ${customer.keptOrders} orders and ${money(customer.keptCents)} spent, but their orders come to ${customer.orders} and ${money(customer.cents)}`,
    );
  }
}
