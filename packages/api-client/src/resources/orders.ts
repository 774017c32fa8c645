import {
  type AssignableStaffData,
  assignableStaffDataSchema,
  type CustomerOrderPage,
  customerOrderPageSchema,
  type DashboardData,
  dashboardDataSchema,
  type OrderAnalytics,
  type OrderAnalyticsQuery,
  type OrderData,
  type OrderListQuery,
  type OrderListResponse,
  type OrderPayloadInput,
  type OrderStaffUpdate,
  orderAnalyticsSchema,
  orderDataSchema,
  orderListResponseSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { idempotencyHeaders, segment } from './parsers';

const orderData: Parser<OrderData> = orderDataSchema;
const orderList: Parser<OrderListResponse> = orderListResponseSchema;
const analytics: Parser<OrderAnalytics> = orderAnalyticsSchema;
const customerOrders: Parser<CustomerOrderPage> = customerOrderPageSchema;
const dashboard: Parser<DashboardData> = dashboardDataSchema;
const assignable: Parser<AssignableStaffData> = assignableStaffDataSchema;

/** The Orders calls of spec part 2 §7 (the order itself; its lifecycle calls are apart). */
export function createOrdersApi(http: Transport) {
  return {
    /** GET /orders: a page with `pagination { totalOrders, … }` and the list's `stats`. */
    list: (query: Partial<OrderListQuery> = {}, options: { signal?: AbortSignal } = {}) =>
      http.request('/orders', { query: { ...query }, signal: options.signal }, orderList),

    /** GET /orders/analytics between `startDate` and `endDate` (default: the last 30 days). */
    analytics: (query: Partial<OrderAnalyticsQuery> = {}, options: { signal?: AbortSignal } = {}) =>
      http.request('/orders/analytics', { query: { ...query }, signal: options.signal }, analytics),

    /** GET /orders/customer/{id}: one customer's orders, newest first. */
    forCustomer: (customerId: string, query: { page?: number; limit?: number } = {}) =>
      http.request(
        `/orders/customer/${segment(customerId)}`,
        { query: { ...query } },
        customerOrders,
      ),

    /** GET /orders/{id}: the order with its lines, payments, editability and version. */
    get: (id: string, options: { signal?: AbortSignal } = {}) =>
      http.request(`/orders/${segment(id)}`, { signal: options.signal }, orderData),

    /**
     * POST /orders; the server prices it from the catalogue and the customer (any total sent is
     * ignored). Send one `idempotencyKey` per form submission.
     */
    create: (input: OrderPayloadInput, options: { idempotencyKey?: string } = {}) =>
      http.request(
        '/orders',
        { method: 'POST', body: input, ...idempotencyHeaders(options.idempotencyKey) },
        orderData,
      ),

    /** PUT /orders/{id} with the version it was loaded at; 409 with the reason when locked. */
    update: (id: string, input: OrderPayloadInput & { version?: number }) =>
      http.request(`/orders/${segment(id)}`, { method: 'PUT', body: input }, orderData),

    /** DELETE /orders/{id} (admin only): the order and its payments. */
    remove: (id: string) => http.request<unknown>(`/orders/${segment(id)}`, { method: 'DELETE' }),

    /** GET /orders/assignable-staff: the active accounts an order can be assigned to. */
    assignableStaff: () => http.request('/orders/assignable-staff', {}, assignable),

    /** PUT /orders/{id}/staff: the whole list of people assigned to the order. */
    assignStaff: (id: string, body: OrderStaffUpdate) =>
      http.request(`/orders/${segment(id)}/staff`, { method: 'PUT', body }, orderData),

    /** GET /reports/dashboard: this month and today in the business time zone. */
    dashboard: () => http.request('/reports/dashboard', {}, dashboard),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
