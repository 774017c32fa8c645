import { defineModule } from '../module';
import { dashboardRoutes, ordersRoutes } from './routes';
import { createOrdersService } from './service';
import { orderStaffRoutes } from './staff-routes';
import { createOrderStaffService } from './staff-service';

function ordersService(deps: Parameters<Parameters<typeof defineModule>[0]['register']>[1]) {
  return createOrdersService({
    db: deps.db,
    clock: deps.clock,
    campaign: deps.config.campaign,
    timeZone: deps.config.business.timeZone,
    taxRateBasisPoints: deps.config.taxRateBasisPoints ?? 0,
  });
}

/** Orders (spec part 2 §2.1, §2.7, §7): list, analytics, create, edit, delete. */
export const ordersModule = defineModule({
  name: 'orders',
  prefix: '/orders',
  async register(api, deps) {
    await ordersRoutes(api, { orders: ordersService(deps), deps });
    await orderStaffRoutes(api, {
      staff: createOrderStaffService({ db: deps.db, clock: deps.clock }),
    });
  },
});

/** The dashboard's figures, under /api/reports beside the reports of issue 14. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  prefix: '/reports',
  async register(api, deps) {
    await dashboardRoutes(api, { orders: ordersService(deps) });
  },
});
