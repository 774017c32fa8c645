import { defineModule } from '../module';
import { createReportsRepository } from './repository';
import { reportsRoutes } from './routes';

/** Reports and their .xlsx exports (spec part 2 §2.11, §7), under /api/reports. */
export const reportsModule = defineModule({
  name: 'reports',
  prefix: '/reports',
  async register(api, deps) {
    await reportsRoutes(api, {
      reports: createReportsRepository(deps.db, deps.config.business.timeZone),
    });
  },
});
