import { defineModule } from '../module';
import { orderLifecycleRoutes } from './routes';
import { createOrderLifecycleService } from './service';

/** An order after it is taken: status moves and payments (spec part 2 §2.2–2.6), under /orders. */
export const orderLifecycleModule = defineModule({
  name: 'order-lifecycle',
  prefix: '/orders',
  async register(api, deps) {
    await orderLifecycleRoutes(api, {
      lifecycle: createOrderLifecycleService({ db: deps.db, clock: deps.clock }),
      deps,
    });
  },
});
