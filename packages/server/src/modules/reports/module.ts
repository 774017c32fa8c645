import { defineModule } from '../module';
import { reportsRoutes } from './routes';
import { createReportsService } from './service';

/** Reports and their .xlsx exports (spec part 2 §2.11, §7), under /api/reports. */
export const reportsModule = defineModule({
  name: 'reports',
  prefix: '/reports',
  async register(api, { db, config }) {
    await reportsRoutes(api, createReportsService({ db, timeZone: config.business.timeZone }));
  },
});
