import { defineModule } from '../module';
import { trackingRoutes } from './routes';
import { createTrackingService } from './service';

/** /api/track (public) and /api/orders/:id/tracking (staff): order tracking, issue 25. */
export const trackingModule = defineModule({
  name: 'tracking',
  prefix: '',
  async register(api, { db, config, clock }) {
    await trackingRoutes(api, createTrackingService({ db, config, clock }));
  },
});
