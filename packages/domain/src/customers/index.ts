// The customers folder's public face: what other folders and packages may use (docs/decisions/038).
export {
  type BulkUpdateCustomers,
  type BulkUpdateCustomersInput,
  bulkUpdateCustomersResultSchema,
  bulkUpdateCustomersSchema,
} from './bulkUpdateCustomers';
export {
  CUSTOMER_FORM_RETURN_DELAY_MS,
  CUSTOMER_GROWTH_DAYS,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_LIMIT,
  CUSTOMER_SEARCH_MIN_LENGTH,
  customerMessages,
  RECENT_CUSTOMERS_COUNT,
  shouldSearchCustomers,
  TOP_LOYALTY_CUSTOMERS_COUNT,
} from './constants';
export { type Customer, customerSchema } from './customer';
export { type CustomerDraft, customerDraftFromSearch } from './customerDraftFromSearch';
export {
  type CreateCustomer,
  type CreateCustomerInput,
  type CustomerFormInput,
  createCustomerSchema,
  customerAddressInputSchema,
  customerEmailField,
  customerFormSchema,
  customerFullNameField,
  customerPhoneField,
  type UpdateCustomer,
  type UpdateCustomerInput,
  updateCustomerSchema,
} from './customerForm';
export { customerInsights } from './customerInsights';
export {
  type CustomerListParams,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerSortField,
  customerList,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSearchQuerySchema,
  customerTypeFilters,
} from './customerList';
export {
  type CustomerOrdersResponse,
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
} from './customerOrders';
export { customerIdParamsSchema, customerPhoneParamsSchema } from './customerParams';
export {
  type CustomerData,
  customerDataSchema,
  customerSearchResultSchema,
  type LoyaltyUpdateResult,
  loyaltyUpdateResultSchema,
} from './customerResponses';
export {
  type CustomerAnalytics,
  type CustomerStats,
  type CustomerStatsRange,
  customerAnalyticsSchema,
  customerStatsQuerySchema,
  customerStatsRanges,
  customerStatsSchema,
} from './customerStats';
export { spentOnOrderCents } from './spentOnOrder';
