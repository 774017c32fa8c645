import { createCustomerMessages } from '../../messages/customer-messages';
import { defineModule } from '../module';
import { outboxRoutes } from './routes';
import { createOutboxService } from './service';

/** /api/outbox: the messages the shop sent or kept (docs/decisions/012, 033), and Resend. */
export const outboxModule = defineModule({
  name: 'outbox',
  prefix: '/outbox',
  async register(api, { db, clock, mailer, config }) {
    const messages = createCustomerMessages({ db, clock, mailer, config });
    await outboxRoutes(api, createOutboxService({ db, clock, messages }));
  },
});
