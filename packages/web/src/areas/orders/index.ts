// The orders area's entry: what other areas may use — the order queries (the dashboard's recent
// orders and figures) and the receipt's styles (the till's printed reports). Its pages are
// reached through routes.tsx.
export * as receiptStyles from './detail/Receipt.css';
export {
  orderAnalyticsQuery,
  orderAssignableStaffQuery,
  orderDashboardQuery,
  orderDetailQuery,
  orderEditQuery,
  orderKeys,
  orderListQuery,
  orderMessagesQuery,
  orderReadyQuery,
  orderReceiptQuery,
  orderRecentQuery,
  orderStatusHistoryQuery,
  orderTrackingQuery,
  useDashboardStats,
  useRecentOrders,
} from './queries';
