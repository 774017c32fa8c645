import { FREE_DELIVERY_MAX_KM } from './orderConstants';

/**
 * The '(FREE)' tag on a delivery (spec part 2 §9): nothing charged and a distance above 0 and at
 * most 40 km. An order with no distance entered (0 km) is not tagged.
 */
export function isFreeDelivery(order: {
  deliveryRequired: boolean;
  deliveryCharges: number;
  deliveryDistance: number;
}): boolean {
  return (
    order.deliveryRequired &&
    order.deliveryCharges === 0 &&
    order.deliveryDistance > 0 &&
    order.deliveryDistance <= FREE_DELIVERY_MAX_KM
  );
}
