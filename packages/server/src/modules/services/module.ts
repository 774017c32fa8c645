import { defineModule } from '../module';
import { servicesRoutes } from './routes';
import { createServicesService } from './service';

/** The services catalogue with per-category pricing (spec part 2 §2.8 and §7). */
export const servicesModule = defineModule({
  name: 'services',
  prefix: '/services',
  async register(api, { db, clock, config }) {
    const services = createServicesService({ db, clock, timeZone: config.business.timeZone });
    await servicesRoutes(api, services);
  },
});
