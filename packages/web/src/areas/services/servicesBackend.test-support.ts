import { createFakeBackend, type fail, makeUser, ok } from '@laundry/api-client/testing';
import type { PriceCalculation, Service } from '@laundry/domain';
import { renderApp } from '../../test/renderApp';

const stamp = '2026-03-01T00:00:00.000Z';

export const duvetWash: Service = {
  _id: '5f1c8f0e-8a43-4d1e-9a51-2f7a8c1e0b31',
  name: 'Duvet Wash',
  description: 'Duvets and blankets by the kilo',
  priceType: 'per_kg',
  basePrice: 400,
  clothingPrices: { blankets: 550 },
  statuses: ['wash', 'dry'],
  estimatedTime: 240,
  icon: 'DW',
  color: '#3B82F6',
  isActive: true,
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
};

export const ironing: Service = {
  ...duvetWash,
  _id: '5f1c8f0e-8a43-4d1e-9a51-2f7a8c1e0b32',
  name: 'Ironing',
  description: 'Pressed and folded',
  priceType: 'per_item',
  basePrice: 80,
  clothingPrices: {},
  statuses: ['iron'],
  estimatedTime: 60,
  icon: 'IR',
  isActive: false,
};

const stats = {
  totalServices: 2,
  activeServices: 1,
  mostPopular: { name: 'Duvet Wash', orders: 7 },
  avgTime: 240,
};

/**
 * /services over the fake API as an admin, with two services; the list filters by search and
 * status as the server does. What the calculator and the bulk actions sent is kept.
 */
export function renderServices(
  path = '/services',
  answers: {
    calculation?: PriceCalculation;
    calculateFailure?: ReturnType<typeof fail>;
    bulkFailure?: ReturnType<typeof fail>;
    /** More routes, 'METHOD /path' to its answer (a service's own page). */
    routes?: Record<string, () => ReturnType<typeof ok>>;
  } = {},
) {
  const listQueries: URLSearchParams[] = [];
  const calculations: unknown[] = [];
  const bulkUpdates: unknown[] = [];
  const api = createFakeBackend({
    handlers: {
      'GET /services': ({ query }) => {
        listQueries.push(query);
        const search = query.get('search')?.toLowerCase();
        const active = query.get('isActive');
        const services = [duvetWash, ironing].filter(
          (service) =>
            (!search || service.name.toLowerCase().includes(search)) &&
            (active === null || String(service.isActive) === active),
        );
        return ok({
          services,
          pagination: {
            currentPage: 1,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
            totalServices: services.length,
          },
          stats,
        });
      },
      'GET /services/stats': () => ok(stats),
      'PUT /services/bulk-update': ({ body }) => {
        bulkUpdates.push(body);
        const { serviceIds, action } = body as { serviceIds: string[]; action: string };
        return (
          answers.bulkFailure ??
          ok({
            action,
            updatedCount: serviceIds.length,
            deletedCount: 0,
            deactivatedInsteadCount: 0,
          })
        );
      },
    },
    route: (method, path, request) => {
      const extra = answers.routes?.[`${method} ${path}`];
      if (extra) return extra();
      if (method === 'POST' && path === `/services/${duvetWash._id}/calculate-price`) {
        calculations.push(request.body);
        return answers.calculateFailure ?? ok(answers.calculation);
      }
      return undefined;
    },
  });
  const rendered = renderApp({ path, signedInAs: makeUser('admin'), api });
  return { ...rendered, listQueries, calculations, bulkUpdates };
}
