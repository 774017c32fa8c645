// TEMPORARY until branch h14reports (domain report schemas, api.reports) is merged: the spec's
// report rows (part 2 §3 'Report rows') and calls (§7) over the client's raw transport.
// Delete this file and call `client.reports` once the real resource exists.
import type { ApiClient } from '@laundry/api-client';

interface Range {
  startDate?: string;
  endDate?: string;
}
type Options = { signal?: AbortSignal };

export function reportsApi(client: ApiClient) {
  const get = <T>(path: string, query: object, options: Options = {}) =>
    client.raw.request<T>(path, { query: { ...query }, signal: options.signal });
  return {
    revenue: (query: Range & { groupBy?: 'day' | 'week' | 'month' }, options?: Options) =>
      get<{
        revenueData: {
          _id: string;
          totalRevenue: number;
          orderCount: number;
          averageOrderValue: number;
        }[];
      }>('/reports/revenue', query, options),
    orderStatus: (query: Range, options?: Options) =>
      get<{ statusData: { _id: string | null; count: number }[] }>(
        '/reports/order-status',
        query,
        options,
      ),
    customers: (query: Range & { limit?: number }, options?: Options) =>
      get<{
        customerData: {
          customerName: string | null;
          phoneNumber: string | null;
          totalOrders: number;
          totalSpent: number;
          averageOrderValue: number;
        }[];
      }>('/reports/customers', query, options),
    services: (query: Range, options?: Options) =>
      get<{
        serviceData: {
          serviceName: string | null;
          serviceCategory: string | null;
          totalQuantity: number;
          totalRevenue: number;
          orderCount: number;
        }[];
      }>('/reports/services', query, options),
    export: (kind: string, query: object) =>
      client.raw.download(`/reports/export/${kind}`, { query: { ...query } }),
  };
}
