import { publicConfigSchema } from '@laundry/domain';
import { z } from 'zod';
import type { Config } from '../../config';
import { envelope, ok, responses } from '../../http/envelope';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/seeders/users';
import type { ApiInstance } from '../module';

/** Calls anyone may make: what the login and landing pages need, and a health check. */
export async function publicRoutes(app: ApiInstance, config: Config): Promise<void> {
  const answer = {
    demo: config.demo
      ? {
          accounts: DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })),
          password: DEMO_PASSWORD,
        }
      : null,
    business: {
      name: config.business.name,
      address: config.business.address,
      phone: config.business.phone,
      email: config.business.email,
      timeZone: config.business.timeZone,
    },
    campaign: config.campaign,
  };

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
    async () => ok(answer),
  );

  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['public'],
        summary: 'Liveness check for load balancers',
        response: responses({ 200: envelope(z.object({ status: z.literal('ok') })) }),
      },
    },
    async () => ok({ status: 'ok' as const }),
  );
}
