import { defineModule } from '../module';
import { staffRoutes } from './routes';
import { createStaffService } from './service';

/** /api/staff: the shop's staff records, admin only. */
export const staffModule = defineModule({
  name: 'staff',
  prefix: '/staff',
  async register(api, { db, clock, config }) {
    await staffRoutes(api, createStaffService({ db, clock, timeZone: config.business.timeZone }));
  },
});
