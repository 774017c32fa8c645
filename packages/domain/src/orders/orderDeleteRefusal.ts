import { refundMessages } from '../payments';
import { tillMessages } from '../till';
import { type LifecycleOrder, lifecycleRefusal } from './orderLifecycleMachine';

/** What deleting an order depends on besides its lifecycle: the money records it would take. */
export interface DeletableOrder {
  lifecycle: LifecycleOrder;
  /** Refunds on its books (money given back). */
  hasRefunds: boolean;
  /** Whether any of its cash payments or refunds is counted in a closed till session. */
  inClosedTill: boolean;
}

/**
 * Why an order may not be deleted, or null (decision 029). Money that moved stays on the books:
 * an order holding money is refused (the lifecycle's "Refund payment first."), so is one with
 * refunds; and since a Z close is immutable and must stay recomputable to the cent from its rows,
 * an order whose cash is counted in a closed till is refused too. Cancelling stays possible.
 * The server's 409 and the web's delete dialog read this one rule.
 */
export function orderDeleteRefusal(order: DeletableOrder): string | null {
  return (
    lifecycleRefusal(order.lifecycle, { type: 'order.delete' }) ??
    (order.hasRefunds ? refundMessages.orderHasRefunds : null) ??
    (order.inClosedTill ? tillMessages.closedTillNoDelete : null)
  );
}
