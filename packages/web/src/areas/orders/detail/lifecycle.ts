// The order-lifecycle rules this screen binds to, all from the domain. One import point so the
// screen reads which rule decides what.
// TEMPORARY until h12core's lifecycle machine is merged: the two predicates below.
import type { Order } from '@laundry/domain';

export { canEditOrder } from '@laundry/domain';

export function canConfirmItems(
  order: Pick<Order, 'pickupRequired' | 'status' | 'itemsConfirmed'>,
): boolean {
  return (
    order.pickupRequired &&
    (order.status === 'pickup' || order.status === 'received') &&
    !order.itemsConfirmed
  );
}

export function needsItemConfirmation(
  order: Pick<Order, 'orderPhase' | 'pickupRequired' | 'status' | 'itemsConfirmed'>,
): boolean {
  return (
    (order.orderPhase || 'draft') === 'draft' &&
    order.pickupRequired &&
    !order.itemsConfirmed &&
    order.status === 'received'
  );
}
