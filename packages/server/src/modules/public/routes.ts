import { publicConfigSchema } from '@laundry/domain';
import { z } from 'zod';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { Readiness } from './readiness';
import type { PublicService } from './service';

/** Calls anyone may make: what the login and landing pages need, and the health checks. */
export async function publicRoutes(
  app: ApiInstance,
  publicInfo: PublicService,
  readiness: Readiness,
): Promise<void> {
  app.get(
    '/public/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Business details, the campaign, and the demo accounts in demo mode',
        response: responses({ 200: envelope(publicConfigSchema) }),
      },
    },
    async () => ok(publicInfo.config()),
  );

  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['public'],
        summary: 'Liveness for load balancers: answers without touching the database',
        response: responses({ 200: envelope(z.object({ status: z.literal('ok') })) }),
      },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['public'],
        summary:
          'Readiness for load balancers: 200 when the database answers within a second, else 503',
        response: responses({ 200: envelope(z.object({ status: z.literal('ready') })) }),
      },
    },
    async () => ok(await readiness.check()),
  );
}
