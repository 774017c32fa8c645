import { defineModule } from '../module';
import { adminRoutes } from './routes';

/** Backup, restore, demo data and migrations for `laundry db …` (administrators only). */
export const adminModule = defineModule({
  name: 'admin',
  prefix: '/admin',
  async register(api, { db, clock }) {
    await api.register(adminRoutes, { db, clock });
  },
});
