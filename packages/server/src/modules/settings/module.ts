import { defineModule } from '../module';
import { settingsRoutes } from './routes';
import { createSettingsService } from './service';

/** GET/PUT /api/settings/…: the shop's settings an admin changes in the back-office. */
export const settingsModule = defineModule({
  name: 'settings',
  prefix: '/settings',
  async register(api, { db, clock }) {
    await settingsRoutes(api, createSettingsService({ db, clock }));
  },
});
