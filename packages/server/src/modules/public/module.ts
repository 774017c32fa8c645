import { defineModule } from '../module';
import { publicRoutes } from './routes';
import { createPublicService } from './service';

/** /api/public/config and /api/health: what anyone may read. */
export const publicModule = defineModule({
  name: 'public',
  prefix: '',
  async register(api, { config }) {
    await publicRoutes(api, createPublicService(config));
  },
});
