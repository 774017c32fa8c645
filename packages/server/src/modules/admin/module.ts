import { defineModule } from '../module';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

/** Backup, restore, demo data and migrations for `laundry db …` (administrators only). */
export const adminModule = defineModule({
  name: 'admin',
  prefix: '/admin',
  async register(api, { db, clock, config }) {
    const service = createAdminService({
      db,
      clock,
      backupSigningKey: config.backupSigningKey,
      unsignedRestoreAllowed: config.allowUnsignedRestore ?? false,
    });
    await adminRoutes(api, service);
  },
});
