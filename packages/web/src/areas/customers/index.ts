// The customers area's entry: what other areas may use — the
// Add Customer dialog and a customer's avatar and badge (the order form's customer step), and the
// customer queries. Its pages are reached through routes.tsx.
export { AddCustomerDialog } from './AddCustomerDialog';
export { CustomerSearchField } from './CustomerSearchField';
export { CustomerAvatar, CustomerTypeBadge, useCustomerPermissions } from './display';
export {
  customerAnalyticsQuery,
  customerDetailQuery,
  customerDiscountQuery,
  customerKeys,
  customerListQuery,
  customerOrdersQuery,
  customerRecentQuery,
  customerSearchQuery,
  customerStatsQuery,
  useCustomer,
  useCustomerSearch,
} from './queries';
