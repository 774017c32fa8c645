import { createCustomerMessages } from '../../messages/customer-messages';
import { defineModule } from '../module';
import { ordersRoutes } from './routes';
import { createOrdersService } from './service';
import { orderStaffRoutes } from './staff-routes';
import { createOrderStaffService } from './staff-service';

/** Orders (spec part 2 §2.1, §2.4, §2.7, §7): list, analytics, create, edit, delete, staff. */
export const ordersModule = defineModule({
  name: 'orders',
  prefix: '/orders',
  async register(api, { db, clock, config, mailer }) {
    const messages = createCustomerMessages({ db, clock, mailer, config });
    await ordersRoutes(
      api,
      createOrdersService({
        db,
        clock,
        campaign: config.campaign,
        timeZone: config.business.timeZone,
        taxRateBasisPoints: config.taxRateBasisPoints ?? 0,
        queueMessage: messages.queue,
      }),
    );
    await orderStaffRoutes(api, createOrderStaffService({ db, clock }));
  },
});
