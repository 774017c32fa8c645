import { createCustomerMessages } from '../../messages/customer-messages';
import { defineModule } from '../module';
import { customerMessagesRoutes } from './routes';
import { createCustomerMessagesService } from './service';

/**
 * The customer messages about orders (issue 25, docs/decisions/033): the order's Messages panel
 * under /orders, and the sender that retries what is due every MESSAGE_POLL_SECONDS.
 */
export const customerMessagesModule = defineModule({
  name: 'customer-messages',
  prefix: '/orders',
  async register(api, { db, clock, mailer, config }) {
    const messages = createCustomerMessages({ db, clock, mailer, config });
    await customerMessagesRoutes(
      api,
      createCustomerMessagesService({
        db,
        clock,
        messages,
        countryCode: config.sms?.countryCode,
      }),
    );
    const seconds = config.messagePollSeconds ?? 0;
    if (seconds > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return; // a slow gateway: the next round waits for this one
        running = true;
        messages
          .runDue()
          .catch((error: unknown) => api.log.error({ err: error }, 'message sender round failed'))
          .finally(() => {
            running = false;
          });
      }, seconds * 1000);
      timer.unref();
      api.addHook('onClose', async () => clearInterval(timer));
    }
  },
});
