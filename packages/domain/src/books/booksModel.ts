import {
  applyLoyaltyChange,
  balanceAfterEarning,
  earnsLoyaltyNow,
  loyaltyPointsForTotal,
} from '../loyalty';
import {
  countsTowardsCustomerTotals,
  initialOrderStatus,
  type LifecycleEvent,
  type LifecycleOrder,
  lifecycleAfter,
} from '../orders';
import { isRefundedInFull, orderBooks } from '../payments';

/**
 * A small model of the books (issue 21, item 6): what was done to orders, payments, refunds and
 * loyalty, kept as plain data, so a model-based test can say what the server should now hold.
 * It tracks, it does not price: an order's total is whatever the server priced it at (create,
 * edit, confirm items), and every rule — the lifecycle's moves, the books of an order, the loyalty
 * earned and taken back — is the domain's own function. Every move answers a new model.
 */

/** Money that moved on a business day: a payment (+) or a refund (−), in cents. */
export interface BooksMovement {
  day: string;
  cents: number;
}

export interface BooksPaymentRecord {
  id: string;
  amountCents: number;
  day: string;
}

export interface BooksRefundRecord {
  paymentId: string;
  amountCents: number;
  day: string;
}

/** One order as the model keeps it: the lifecycle's view less the paid amount, which is derived. */
export interface BooksOrder {
  id: string;
  customerId: string;
  lifecycle: Omit<LifecycleOrder, 'paidCents'>;
  payments: BooksPaymentRecord[];
  refunds: BooksRefundRecord[];
  /** What the order earned; null until it is completed and paid. */
  loyaltyPointsEarned: number | null;
}

export interface BooksModel {
  /** The orders that exist (a deleted order leaves). */
  orders: BooksOrder[];
  /** Each customer's loyalty balance. */
  loyalty: Record<string, number>;
  /** Every payment and refund, in the order they happened. */
  movements: BooksMovement[];
}

export function emptyBooks(customerIds: readonly string[]): BooksModel {
  return {
    orders: [],
    loyalty: Object.fromEntries(customerIds.map((id) => [id, 0])),
    movements: [],
  };
}

/** An order's books by the domain's one function: paid = Σ payments − Σ refunds, balance, … */
export function booksOfOrder(order: BooksOrder) {
  return orderBooks({
    totalCents: order.lifecycle.totalCents,
    payments: order.payments.map((payment) => ({ ...payment, status: 'completed' })),
    refunds: order.refunds,
  });
}

/** The order as the lifecycle machine reads it, its paid amount from its books. */
export function lifecycleOfBooksOrder(order: BooksOrder): LifecycleOrder {
  return { ...order.lifecycle, paidCents: booksOfOrder(order).paidCents };
}

export function findBooksOrder(model: BooksModel, orderId: string): BooksOrder {
  const order = model.orders.find((entry) => entry.id === orderId);
  if (!order) throw new Error(`The books hold no order ${orderId}`);
  return order;
}

function withOrder(model: BooksModel, order: BooksOrder): BooksModel {
  return { ...model, orders: model.orders.map((entry) => (entry.id === order.id ? order : entry)) };
}

/** The order after a lifecycle event, by the machine's pure transition (phase, status, flags). */
function moved(order: BooksOrder, event: LifecycleEvent): BooksOrder {
  const { paidCents: _paid, ...lifecycle } = lifecycleAfter(lifecycleOfBooksOrder(order), event);
  return { ...order, lifecycle };
}

/** Points earned now, if the order has just become completed and paid (decision 012). */
function earn(model: BooksModel, order: BooksOrder): BooksModel {
  const paidCents = booksOfOrder(order).paidCents;
  const earning = {
    orderPhase: order.lifecycle.orderPhase ?? 'draft',
    totalAmountCents: order.lifecycle.totalCents,
    paidAmountCents: paidCents,
    loyaltyPointsEarned: order.loyaltyPointsEarned,
  };
  if (!earnsLoyaltyNow(earning)) return withOrder(model, order);
  const balance = model.loyalty[order.customerId] ?? 0;
  const after = balanceAfterEarning(balance, loyaltyPointsForTotal(order.lifecycle.totalCents));
  return withOrder(
    { ...model, loyalty: { ...model.loyalty, [order.customerId]: after } },
    { ...order, loyaltyPointsEarned: after - balance },
  );
}

/**
 * The points an order earned, taken back (cancelled, or its money refunded). A partial refund
 * passes `keep`, the points of the money the shop kept (decision 041): only the rest goes.
 */
function takeBack(model: BooksModel, order: BooksOrder, keep = 0): BooksModel {
  const earned = order.loyaltyPointsEarned ?? 0;
  const kept = Math.min(earned, Math.max(0, keep));
  if (earned - kept <= 0) return withOrder(model, order);
  const balance = model.loyalty[order.customerId] ?? 0;
  return withOrder(
    {
      ...model,
      loyalty: {
        ...model.loyalty,
        [order.customerId]: applyLoyaltyChange(balance, 'subtract', earned - kept),
      },
    },
    { ...order, loyaltyPointsEarned: kept },
  );
}

/** A new order, priced by the server at `totalCents`. */
export function booksAfterCreate(
  model: BooksModel,
  order: {
    id: string;
    customerId: string;
    totalCents: number;
    pickupRequired: boolean;
    deliveryRequired: boolean;
    items: LifecycleOrder['items'];
  },
): BooksModel {
  const created: BooksOrder = {
    id: order.id,
    customerId: order.customerId,
    lifecycle: {
      status: initialOrderStatus(order),
      orderPhase: 'draft',
      pickupRequired: order.pickupRequired,
      deliveryRequired: order.deliveryRequired,
      itemsConfirmed: false,
      isEditable: true,
      totalCents: order.totalCents,
      items: order.items,
    },
    payments: [],
    refunds: [],
    loyaltyPointsEarned: null,
  };
  return { ...model, orders: [...model.orders, created] };
}

/** An edit, priced again by the server (possibly for another customer, with other services). */
export function booksAfterEdit(
  model: BooksModel,
  orderId: string,
  edit: { customerId: string; totalCents: number; items: LifecycleOrder['items'] },
): BooksModel {
  const order = moved(findBooksOrder(model, orderId), { type: 'order.edit' });
  return withOrder(model, {
    ...order,
    customerId: edit.customerId,
    lifecycle: { ...order.lifecycle, totalCents: edit.totalCents, items: edit.items },
  });
}

/** Items confirmed: the order priced again at `totalCents`, the phase confirmed. */
export function booksAfterConfirm(
  model: BooksModel,
  orderId: string,
  totalCents: number,
): BooksModel {
  const order = moved(findBooksOrder(model, orderId), { type: 'items.confirm' });
  return withOrder(model, { ...order, lifecycle: { ...order.lifecycle, totalCents } });
}

/**
 * A completed payment; it may settle a completed order, which then earns its points. Extra items
 * added with it raise the order's total to `totalCents`, as the server priced them.
 */
export function booksAfterPayment(
  model: BooksModel,
  orderId: string,
  payment: BooksPaymentRecord,
  totalCents?: number,
): BooksModel {
  const order = findBooksOrder(model, orderId);
  const lifecycle = { ...order.lifecycle, totalCents: totalCents ?? order.lifecycle.totalCents };
  return earn(
    { ...model, movements: [...model.movements, { day: payment.day, cents: payment.amountCents }] },
    { ...order, lifecycle, payments: [...order.payments, payment] },
  );
}

/**
 * A refund of part or all of a payment: the order keeps the points of the money the shop kept
 * (decision 041), all of them gone once all its money went back.
 */
export function booksAfterRefund(
  model: BooksModel,
  orderId: string,
  refund: BooksRefundRecord,
): BooksModel {
  const current = findBooksOrder(model, orderId);
  const order = { ...current, refunds: [...current.refunds, refund] };
  const next = {
    ...model,
    movements: [...model.movements, { day: refund.day, cents: -refund.amountCents }],
  };
  const books = booksOfOrder(order);
  return isRefundedInFull(books.receivedCents, books.refundedCents)
    ? takeBack(next, order)
    : takeBack(next, order, loyaltyPointsForTotal(books.receivedCents - books.refundedCents));
}

/** A status move; completing a paid order earns, cancelling takes back what it earned. */
export function booksAfterMove(model: BooksModel, orderId: string, status: string): BooksModel {
  const order = moved(findBooksOrder(model, orderId), { type: 'status.move', status });
  return countsTowardsCustomerTotals(status) ? earn(model, order) : takeBack(model, order);
}

export function booksAfterDelete(model: BooksModel, orderId: string): BooksModel {
  return { ...model, orders: model.orders.filter((order) => order.id !== orderId) };
}
