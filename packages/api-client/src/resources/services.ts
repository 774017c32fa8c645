import {
  type AnalyticsPeriod,
  type BulkUpdateServicesInput,
  type BulkUpdateServicesResult,
  bulkUpdateServicesResultSchema,
  type CalculatePriceInput,
  type PriceCalculation,
  priceCalculationSchema,
  type Service,
  type ServiceAnalytics,
  type ServiceAnalyticsOverview,
  type ServiceData,
  type ServiceInput,
  type ServiceListQuery,
  type ServiceListResponse,
  type ServiceRemoveResult,
  type ServiceStats,
  serviceAnalyticsOverviewSchema,
  serviceAnalyticsSchema,
  serviceDataSchema,
  serviceListResponseSchema,
  serviceRemoveResultSchema,
  serviceSearchResultSchema,
  serviceStatsSchema,
  serviceStatusesResponseSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { idempotencyHeaders, segment } from './parsers';

const serviceData: Parser<ServiceData> = serviceDataSchema;
const serviceList: Parser<ServiceListResponse> = serviceListResponseSchema;
const stats: Parser<ServiceStats> = serviceStatsSchema;
const overview: Parser<ServiceAnalyticsOverview> = serviceAnalyticsOverviewSchema;
const analytics: Parser<ServiceAnalytics> = serviceAnalyticsSchema;
const calculation: Parser<PriceCalculation> = priceCalculationSchema;
const bulkResult: Parser<BulkUpdateServicesResult> = bulkUpdateServicesResultSchema;
const searchResult: Parser<{ services: Service[] }> = serviceSearchResultSchema;
const statuses = serviceStatusesResponseSchema;
const removeResult: Parser<ServiceRemoveResult> = serviceRemoveResultSchema;

/** The services calls of spec part 2 §7. Prices in rupees. */
export function createServicesApi(http: Transport) {
  return {
    /** GET /services: a page (50 by default, by name) with `pagination` and the stat cards. */
    list: (query: Partial<ServiceListQuery> = {}, options: { signal?: AbortSignal } = {}) =>
      http.request('/services', { query: { ...query }, signal: options.signal }, serviceList),

    /** GET /services/search: names containing `q`, those starting with it first. */
    search: (q: string, options: { limit?: number; activeOnly?: boolean } = {}) =>
      http.request('/services/search', { query: { q, ...options } }, searchResult),

    get: (id: string) => http.request(`/services/${segment(id)}`, {}, serviceData),

    stats: () => http.request('/services/stats', {}, stats),

    /** The Analytics tab: catalogue figures and the top 10 services. */
    overview: () => http.request('/services/analytics/overview', {}, overview),

    statuses: () => http.request('/services/statuses', {}, statuses),

    /**
     * POST /services; message 'Service created successfully'. Send one `idempotencyKey` per form
     * submission.
     */
    create: (input: ServiceInput, options: { idempotencyKey?: string } = {}) =>
      http.request(
        '/services',
        { method: 'POST', body: input, ...idempotencyHeaders(options.idempotencyKey) },
        serviceData,
      ),

    /** PUT /services/{id} with the version it was loaded at; 409 when someone changed it since. */
    update: (id: string, input: ServiceInput & { version: number }) =>
      http.request(`/services/${segment(id)}`, { method: 'PUT', body: input }, serviceData),

    /** DELETE /services/{id}: `deleted` false when orders name it (it is deactivated instead). */
    remove: (id: string) =>
      http.request(`/services/${segment(id)}`, { method: 'DELETE' }, removeResult),

    /** PATCH /services/{id}/toggle-status. */
    toggleStatus: (id: string) =>
      http.request(`/services/${segment(id)}/toggle-status`, { method: 'PATCH' }, serviceData),

    /** GET /services/{id}/analytics for 7d, 30d (default), 90d or 1y, with the 6-month trend. */
    analytics: (id: string, period?: AnalyticsPeriod) =>
      http.request(`/services/${segment(id)}/analytics`, { query: { period } }, analytics),

    /** POST /services/{id}/duplicate: name defaults to the original plus ' (Copy)' (or a free one). */
    duplicate: (id: string, name?: string) =>
      http.request(
        `/services/${segment(id)}/duplicate`,
        { method: 'POST', body: name ? { name } : {} },
        serviceData,
      ),

    /** POST /services/{id}/calculate-price: the domain's price rule on the server. */
    calculatePrice: (id: string, input: CalculatePriceInput) =>
      http.request(
        `/services/${segment(id)}/calculate-price`,
        { method: 'POST', body: input },
        calculation,
      ),

    /** PUT /services/bulk-update; message 'Bulk {action} completed successfully'. */
    bulkUpdate: (input: BulkUpdateServicesInput) =>
      http.request('/services/bulk-update', { method: 'PUT', body: input }, bulkResult),
  };
}
export type ServicesApi = ReturnType<typeof createServicesApi>;
