import { defineModule } from '../module';
import { registrationRoutes } from './routes';
import { createRegistrationService } from './service';

/** /api/customers/register-from-landing: the landing page's public self-registration. */
export const registrationModule = defineModule({
  name: 'registration',
  prefix: '/customers',
  async register(api, { db, clock, config }) {
    const registration = createRegistrationService({
      db,
      clock,
      campaign: config.campaign,
      timeZone: config.business.timeZone,
    });
    await registrationRoutes(api, registration);
  },
});
