import { defineModule } from '../module';
import { refundsRoutes } from './routes';
import { createRefundsService } from './service';

/** Refunds of an order's payments (issue 21), under /orders beside the payments. */
export const refundsModule = defineModule({
  name: 'refunds',
  prefix: '/orders',
  async register(api, { clock }) {
    await refundsRoutes(api, createRefundsService({ clock }));
  },
});
