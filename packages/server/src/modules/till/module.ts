import { defineModule } from '../module';
import { tillRoutes } from './routes';
import { createTillService } from './service';

/** /api/till: till sessions, cash out, X and Z reports (issue 23). */
export const tillModule = defineModule({
  name: 'till',
  prefix: '/till',
  async register(api, { db, clock, config }) {
    await tillRoutes(api, createTillService({ db, clock, timeZone: config.business.timeZone }));
  },
});
