import { centsToRupees, rupeesToCents } from '../money';
import { balanceOf } from '../payments';
import { normalizeOrderStatus } from './orderStatus';

/** What the rule reads of an order: its status and its stored amounts in integer cents. */
export interface DueOrder {
  status: string | null | undefined;
  totalCents: number;
  /** The order's paid amount as stored (payments net of refunds). */
  paidCents: number;
}

/**
 * What the customer still owes on an order (spec part 2 §4 'Balance'): the total less what is
 * paid, never below 0, and nothing at all once the order is cancelled — a cancelled order asks
 * for no more money. The one answer to "how much is due": the server's `balanceAmount`, the
 * list's 'x due', the detail page's Balance Due line and the payment's ceiling all read it.
 */
export function balanceDueCents(order: DueOrder): number {
  if (normalizeOrderStatus(order.status) === 'cancelled') return 0;
  return balanceOf(order.totalCents, order.paidCents).balanceCents;
}

/** The same for an order as the API answers it (rupees): what the screens show. */
export function orderBalanceDue(order: {
  status: string | null | undefined;
  totalAmount: number;
  paidAmount: number;
}): number {
  return centsToRupees(
    balanceDueCents({
      status: order.status,
      totalCents: rupeesToCents(order.totalAmount),
      paidCents: rupeesToCents(order.paidAmount),
    }),
  );
}

/**
 * How a screen words an order's balance (spec part 2 §4 'Balance'): an amount due ('x due',
 * 'Balance Due', Pay offered), fully paid ('✓ Paid'), or nothing for a cancelled order that took
 * no money — it neither owes anything nor was paid for.
 */
export type BalanceLine = { kind: 'due'; amount: number } | { kind: 'paid' } | { kind: 'none' };

export function orderBalanceLine(order: {
  status: string | null | undefined;
  totalAmount: number;
  paidAmount: number;
}): BalanceLine {
  const due = orderBalanceDue(order);
  if (due > 0) return { kind: 'due', amount: due };
  if (normalizeOrderStatus(order.status) === 'cancelled' && !(order.paidAmount > 0))
    return { kind: 'none' };
  return { kind: 'paid' };
}
