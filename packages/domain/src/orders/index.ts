// The orders folder's public face: what other folders and packages may use (docs/decisions/038).
export { balanceDueCents, orderBalanceDue, orderBalanceLine } from './balanceDue';
export { type BooksBreak, booksBreaks, type StoredOrderBooks } from './booksBreaks';
export { canEditOrder, orderPhaseDescription } from './canEditOrder';
export {
  type ActualAmount,
  CONFIRM_ITEMS_MESSAGES,
  type ConfirmOrder,
  confirmedTotals,
  confirmItemsIssue,
  confirmOrderOf,
  estimatedAmounts,
  extraItemsCharge,
  previewConfirmedTotals,
  showsTotalDifference,
} from './confirmItems';
export { expectedReadyDay, readyTime } from './expectedReadyDate';
export { isFreeDelivery } from './freeDelivery';
export { HANDOVER_MESSAGES, type HandoverInput, handoverInputSchema, handoverOf } from './handover';
export {
  type BankDetails,
  type BankDetailsDelivery,
  bankDetailsDeliverySchema,
  type OrderMailResult,
  type OrderReceiptData,
  type OrderStatusChange,
  type OrderStatusHistoryData,
  orderMailResultSchema,
  orderReceiptDataSchema,
  orderStatusHistoryDataSchema,
} from './lifecycleAnswers';
export {
  type BankDetailsMailInput,
  bankDetailsMailSchema,
  type ConfirmItemsInput,
  confirmItemsSchema,
  type OrderMailInput,
  orderMailSchema,
  type PaymentInput,
  paymentInputSchema,
} from './lifecycleSchemas';
export {
  type CustomerOrderPage,
  customerOrderPageSchema,
  type DashboardData,
  type DashboardStats,
  dashboardDataSchema,
  dashboardStatsSchema,
  type Order,
  type OrderAnalytics,
  type OrderData,
  type OrderItem,
  type OrderListResponse,
  type OrderListStats,
  type OrderPayment,
  type OrderSummary,
  orderAnalyticsSchema,
  orderDataSchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  orderSchema,
  orderSummarySchema,
  ZERO_DASHBOARD_STATS,
} from './order';
export {
  DASHBOARD_RECENT_ORDERS,
  EXTRA_ITEM_PRESETS,
  ORDER_ANALYTICS_DAILY_ROWS,
  ORDER_ANALYTICS_DEFAULT_DAYS,
  ORDER_LIMITS,
} from './orderConstants';
export { orderDeleteRefusal } from './orderDeleteRefusal';
export {
  buildOrderPayload,
  ORDER_FORM_STEPS,
  type OrderFormAddress,
  type OrderFormCustomer,
  type OrderFormDraft,
  type OrderFormItem,
  type OrderFormSchedule,
  type OrderFormValues,
  orderFormMachine,
  orderFormReadyTime,
  type SubmitOrderResult,
} from './orderFormMachine';
export {
  catalogueFromServices,
  type OrderFormPreview,
  orderFormFromOrder,
  orderFormTypingErrors,
  previewOrderForm,
} from './orderFormPreview';
export {
  LIFECYCLE_MESSAGES,
  type LifecycleEvent,
  type LifecycleOrder,
  lifecycleAfter,
  lifecycleAllows,
  lifecycleOrderFromApi,
  lifecycleRefusal,
  offeredMoves,
} from './orderLifecycleMachine';
export {
  type OrderAnalyticsQuery,
  type OrderListQuery,
  type OrderSortField,
  type OrderStatusFilter,
  orderAnalyticsQuerySchema,
  orderList,
  orderListQuerySchema,
  orderPaymentFilterOptions,
  orderServiceFilterOptions,
  orderSortFields,
  orderStatusFilterOptions,
} from './orderList';
export { deleteOrderConfirmText, orderMessages } from './orderMessages';
export {
  type ChargeType,
  chargeTypes,
  ORDER_LINE_RULES,
  type OrderPayload,
  type OrderPayloadInput,
  type OrderUpdate,
  orderPayloadSchema,
  orderUpdateSchema,
} from './orderPayload';
export {
  ORDER_PHASE_LABELS,
  ORDER_PHASE_TONES,
  orderPhaseOf,
  orderPhases,
  phaseAfterStatus,
} from './orderPhase';
export { orderScheduleIssues } from './orderSchedule';
export {
  type AssignableStaffData,
  assignableStaffDataSchema,
  MAX_ASSIGNED_STAFF,
  ORDER_STAFF_MESSAGES,
  type OrderStaffUpdate,
  orderStaffUpdateSchema,
} from './orderStaff';
export {
  countsTowardsCustomerTotals,
  initialOrderStatus,
  isHandedOver,
  normalizeOrderStatus,
  ORDER_STATUS_BUCKET_LABELS,
  ORDER_STATUS_BUCKET_TONES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type OrderStatusBucket,
  orderProgress,
  orderStatusBucket,
  orderStatusBuckets,
  orderStatuses,
  orderStatusLabel,
  orderStatusSchema,
  orderStatusTone,
  receiptStatusLabel,
  statusesInBucket,
} from './orderStatus';
export {
  cashChangeCents,
  dueNowCents,
  extraItemsCents,
  type PaymentExtraItem,
  type PaymentPayload,
  paymentAmountCents,
  paymentIssues,
  paymentModalMachine,
} from './paymentModalMachine';
export {
  type CatalogueService,
  type ExtraItemInput,
  OrderPricingError,
  type PricedOrderItem,
  priceOrder,
  pricingInputFromPayload,
} from './priceOrder';
export {
  type ReadyListData,
  type ReadyListQuery,
  type ReadyOrder,
  readyList,
  readyListDataSchema,
  readyListQuerySchema,
} from './readyList';
export {
  messageEventOfMove,
  needsItemConfirmation,
  nextStatus,
  offeredStatuses,
  reachedStatuses,
  SHELF_SLOT_MAX,
  STATUS_UPDATE_MESSAGES,
  type StatusUpdate,
  statusUpdateSchema,
} from './statusMoves';
