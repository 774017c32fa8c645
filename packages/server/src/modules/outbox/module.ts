import { defineModule } from '../module';
import { outboxRoutes } from './routes';
import { createOutboxService } from './service';

/** GET /api/outbox: the e-mails the shop sent or kept (docs/decisions/012). */
export const outboxModule = defineModule({
  name: 'outbox',
  prefix: '/outbox',
  async register(api, { db }) {
    await outboxRoutes(api, createOutboxService({ db }));
  },
});
