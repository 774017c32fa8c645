/**
 * The orders module's entry (docs/decisions/037). What moves money on an order — the lifecycle's
 * payments and moves, refunds — goes through the order's books (`createOrderBooks`) and the
 * loyalty an order earns or gives back; the seed builds orders through the service; the ready
 * list searches orders as the order list does; tracking and the lifecycle read the status history.
 */
export { createOrderBooks, loadOrder, type OrderBooks } from './books';
export { lifecycleOrderOf } from './lifecycle-order';
export { awardOrderLoyalty, takeBackOrderLoyalty } from './loyalty';
export { orderSearchCondition } from './repository';
export { createOrdersService, type OrdersService } from './service';
export { settledDiscountOf } from './settled-discount';
export { orderStatusHistory } from './status-history';
export { clothingCategoryOf } from './to-order';
