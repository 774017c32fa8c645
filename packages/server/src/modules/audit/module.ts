import { defineModule } from '../module';
import { auditRoutes } from './routes';
import { createAuditService } from './service';

/** GET /api/audit: who changed what, when (written by `recordAudit` in every area). */
export const auditModule = defineModule({
  name: 'audit',
  prefix: '/audit',
  async register(api, { db, config }) {
    await auditRoutes(api, createAuditService({ db, timeZone: config.business.timeZone }));
  },
});
