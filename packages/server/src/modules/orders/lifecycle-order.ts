import type { LifecycleOrder } from '@laundry/domain';
import type { OrderRow } from '../../db/schema';
import type { createOrdersRepository } from './repository';

type OrderItems = Awaited<ReturnType<ReturnType<typeof createOrdersRepository>['itemsOf']>>;

/** The stored order as the lifecycle machine reads it (amounts in cents, services' steps). */
export function lifecycleOrderOf(row: OrderRow, items: OrderItems): LifecycleOrder {
  return {
    status: row.status,
    orderPhase: row.orderPhase,
    pickupRequired: row.pickupRequired,
    deliveryRequired: row.deliveryRequired,
    itemsConfirmed: row.itemsConfirmed,
    isEditable: row.isEditable,
    totalCents: row.totalAmountCents,
    paidCents: row.paidAmountCents,
    items: items.map(({ item, statuses }) => ({
      serviceName: item.serviceName,
      service: { statuses },
    })),
  };
}
