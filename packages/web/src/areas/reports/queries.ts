import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { errorStatus } from '../../app/errors';
import { type ApiClient, useApiClient } from '../../app/services';

/**
 * Spec part 2 §7 'Caching': the report data retries once and does not refetch on window focus.
 * The previous figures stay on screen while a new range loads (Apply shows 'Loading...').
 */
const reportOptions = {
  // Once, and only what may succeed on a second try (no answer, or the server failing).
  retry: (failureCount: number, error: Error) => {
    const status = errorStatus(error);
    return failureCount < 1 && (status === 0 || status >= 500);
  },
  refetchOnWindowFocus: false,
  placeholderData: keepPreviousData,
} as const;

export const reportKeys = {
  all: ['reports'] as const,
  revenue: (query: object) => ['reports', 'revenue', query] as const,
  orderStatus: (query: object) => ['reports', 'order-status', query] as const,
  customers: (query: object) => ['reports', 'customers', query] as const,
  services: (query: object) => ['reports', 'services', query] as const,
};

type ClientReports = ApiClient['reports'];
export type RevenueQuery = NonNullable<Parameters<ClientReports['revenue']>[0]>;
export type OrderStatusQuery = NonNullable<Parameters<ClientReports['orderStatus']>[0]>;
export type CustomerQuery = NonNullable<Parameters<ClientReports['customers']>[0]>;
export type ServiceQuery = NonNullable<Parameters<ClientReports['services']>[0]>;

// The queries: TanStack `queryOptions` factories (key, fetch and cache rules together), one named
// export each, so a chunk bundles only the ones it uses.
export const reportRevenueQuery = (client: ApiClient, query: RevenueQuery) =>
  queryOptions({
    queryKey: reportKeys.revenue(query),
    queryFn: async ({ signal }) => (await client.reports.revenue(query, { signal })).data,
    ...reportOptions,
  });

export const reportOrderStatusQuery = (client: ApiClient, query: OrderStatusQuery) =>
  queryOptions({
    queryKey: reportKeys.orderStatus(query),
    queryFn: async ({ signal }) => (await client.reports.orderStatus(query, { signal })).data,
    ...reportOptions,
  });

export const reportCustomersQuery = (client: ApiClient, query: CustomerQuery) =>
  queryOptions({
    queryKey: reportKeys.customers(query),
    queryFn: async ({ signal }) => (await client.reports.customers(query, { signal })).data,
    ...reportOptions,
  });

export const reportServicesQuery = (client: ApiClient, query: ServiceQuery) =>
  queryOptions({
    queryKey: reportKeys.services(query),
    queryFn: async ({ signal }) => (await client.reports.services(query, { signal })).data,
    ...reportOptions,
  });

export function useRevenueReport(query: RevenueQuery) {
  const client = useApiClient();
  return useQuery(reportRevenueQuery(client, query));
}

export function useOrderStatusReport(query: OrderStatusQuery) {
  const client = useApiClient();
  return useQuery(reportOrderStatusQuery(client, query));
}

export function useCustomerReport(query: CustomerQuery) {
  const client = useApiClient();
  return useQuery(reportCustomersQuery(client, query));
}

export function useServiceReport(query: ServiceQuery) {
  const client = useApiClient();
  return useQuery(reportServicesQuery(client, query));
}
