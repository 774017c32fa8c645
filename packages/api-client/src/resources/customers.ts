import {
  type BulkUpdateCustomersInput,
  bulkUpdateCustomersResultSchema,
  type CreateCustomerInput,
  type Customer,
  type CustomerAnalytics,
  type CustomerData,
  type CustomerDiscountInfo,
  type CustomerListResponse,
  type CustomerOrdersResponse,
  type CustomerStats,
  type CustomerStatsRange,
  customerAnalyticsSchema,
  customerDataSchema,
  customerDiscountInfoSchema,
  customerListResponseSchema,
  customerOrdersResponseSchema,
  customerSearchResultSchema,
  customerStatsSchema,
  type CustomerListParams as DomainCustomerListParams,
  type LoyaltyUpdateInput,
  type LoyaltyUpdateResult,
  loyaltyUpdateResultSchema,
  type UpdateCustomerInput,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

/**
 * GET /customers query (spec part 1 §3 'List query parameters'): the domain's customers list
 * definition, every field optional. Filters left undefined are not sent.
 */
export type CustomerListParams = DomainCustomerListParams;

/** GET /customers/search: `q` and at most `limit` results (10 by default). */
export interface CustomerSearchParams {
  q: string;
  limit?: number;
}

const customerData: Parser<CustomerData> = customerDataSchema;
const customerOrders: Parser<CustomerOrdersResponse> = customerOrdersResponseSchema;
const customerList: Parser<CustomerListResponse> = customerListResponseSchema;
const customers: Parser<Customer[]> = customerSearchResultSchema;
const loyaltyResult: Parser<LoyaltyUpdateResult> = loyaltyUpdateResultSchema;
const bulkResult: Parser<{ updatedCount: number }> = bulkUpdateCustomersResultSchema;
const stats: Parser<CustomerStats> = customerStatsSchema;
const analytics: Parser<CustomerAnalytics> = customerAnalyticsSchema;
const discountInfo: Parser<CustomerDiscountInfo> = customerDiscountInfoSchema;

/** The customer calls of spec part 1 §7 (all signed in; the landing page's registration is apart). */
export function createCustomersApi(http: Transport) {
  return {
    /** GET /customers: one page of customers and `pagination { totalCustomers, … }`. */
    list: (query: CustomerListParams = {}, options: { signal?: AbortSignal } = {}) =>
      http.request<CustomerListResponse>(
        '/customers',
        { query: { ...query }, signal: options.signal },
        customerList,
      ),

    /** GET /customers/search: the customers whose name, phone, e-mail or student ID match `q`. */
    search: ({ q, limit }: CustomerSearchParams, options: { signal?: AbortSignal } = {}) =>
      http.request<Customer[]>(
        '/customers/search',
        { query: { q, limit }, signal: options.signal },
        customers,
      ),

    get: (id: string) => http.request(`/customers/${segment(id)}`, {}, customerData),

    /** GET /customers/phone/{phone}: the customer with that phone number (404 when none). */
    getByPhone: (phone: string) =>
      http.request(`/customers/phone/${segment(phone)}`, {}, customerData),

    /**
     * POST /customers; message 'Customer created successfully'. Send one `idempotencyKey` per
     * form submission: a retried or double-sent submission then creates the customer once.
     */
    create: (input: CreateCustomerInput, options: { idempotencyKey?: string } = {}) =>
      http.request(
        '/customers',
        {
          method: 'POST',
          body: input,
          ...(options.idempotencyKey
            ? { headers: { 'idempotency-key': options.idempotencyKey } }
            : {}),
        },
        customerData,
      ),

    /** PUT /customers/{id}; message 'Customer updated successfully'. */
    update: (id: string, input: UpdateCustomerInput) =>
      http.request(`/customers/${segment(id)}`, { method: 'PUT', body: input }, customerData),

    /** DELETE /customers/{id}; message 'Customer deleted successfully'. */
    remove: (id: string) =>
      http.request<unknown>(`/customers/${segment(id)}`, { method: 'DELETE' }),

    /** GET /customers/{id}/orders: the customer's orders, newest first, with `pagination`. */
    orders: (id: string, query: { page?: number; limit?: number } = {}) =>
      http.request(`/customers/${segment(id)}/orders`, { query: { ...query } }, customerOrders),

    /** GET /customers/{id}/analytics: `overview { averageOrderValue, totalOrders, … }`. */
    analytics: (id: string) =>
      http.request<CustomerAnalytics>(`/customers/${segment(id)}/analytics`, {}, analytics),

    /**
     * PUT /customers/{id}/loyalty-points: add, subtract or set points with a reason. The answer
     * is the customer with the new balance and the recorded change; message 'Loyalty points
     * updated successfully'.
     */
    updateLoyalty: (id: string, input: LoyaltyUpdateInput) =>
      http.request(
        `/customers/${segment(id)}/loyalty-points`,
        { method: 'PUT', body: input },
        loyaltyResult,
      ),

    /**
     * PUT /customers/bulk-update: a new address, or the student flag cleared, for several
     * customers; answers `updatedCount`, message 'Customers updated successfully'.
     */
    bulkUpdate: (input: BulkUpdateCustomersInput) =>
      http.request('/customers/bulk-update', { method: 'PUT', body: input }, bulkResult),

    /** GET /customers/stats over the last 7, 30 (default), 90 or 365 days. */
    stats: (timeRange?: CustomerStatsRange) =>
      http.request<CustomerStats>('/customers/stats', { query: { timeRange } }, stats),

    /** GET /customers/{id}/discount-info: the next order's discount, a summary and the history. */
    discountInfo: (id: string) =>
      http.request<CustomerDiscountInfo>(
        `/customers/${segment(id)}/discount-info`,
        {},
        discountInfo,
      ),
  };
}
export type CustomersApi = ReturnType<typeof createCustomersApi>;
