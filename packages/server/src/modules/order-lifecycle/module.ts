import { publicOrigin } from '../../config';
import { createCustomerMessages } from '../../messages/customer-messages';
import { defineModule } from '../module';
import { orderLifecycleRoutes } from './routes';
import { createOrderLifecycleService } from './service';

/** An order after it is taken: status moves, payments and its mail (spec part 2 §2.2–2.6), under /orders. */
export const orderLifecycleModule = defineModule({
  name: 'order-lifecycle',
  prefix: '/orders',
  async register(api, { db, clock, mailer, config }) {
    await orderLifecycleRoutes(
      api,
      createOrderLifecycleService({
        db,
        clock,
        mailer,
        business: config.business,
        bank: config.bank,
        publicOrigin: publicOrigin(config),
        messages: createCustomerMessages({ db, clock, mailer, config }),
      }),
    );
  },
});
