import { defineModule } from '../module';
import { createReadiness } from './readiness';
import { createReadinessRepository } from './repository';
import { publicRoutes } from './routes';
import { createPublicService } from './service';

/** /api/public/config, /api/health and /api/health/ready: what anyone may read. */
export const publicModule = defineModule({
  name: 'public',
  prefix: '',
  async register(api, { config, db }) {
    await publicRoutes(
      api,
      createPublicService(config),
      createReadiness(createReadinessRepository(db)),
    );
  },
});
