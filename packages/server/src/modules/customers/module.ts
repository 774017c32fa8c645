import { defineModule } from '../module';
import { customersRoutes } from './routes';
import { createCustomersService } from './service';

/** /api/customers: the back-office's customer calls (spec part 1 §7). */
export const customersModule = defineModule({
  name: 'customers',
  prefix: '/customers',
  async register(api, { db, clock, config }) {
    const customers = createCustomersService({
      db,
      clock,
      campaign: config.campaign,
      timeZone: config.business.timeZone,
    });
    await customersRoutes(api, customers);
  },
});
