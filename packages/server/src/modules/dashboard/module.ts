import { defineModule } from '../module';
import { dashboardRoutes } from './routes';
import { createDashboardService } from './service';

/** The dashboard's figures (spec part 1 'Dashboard'), under /api/reports beside the reports. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  prefix: '/reports',
  async register(api, { db, clock, config }) {
    await dashboardRoutes(
      api,
      createDashboardService({ db, clock, timeZone: config.business.timeZone }),
    );
  },
});
