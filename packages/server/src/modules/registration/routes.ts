import {
  REGISTRATION_RATE_LIMIT_MESSAGE,
  registrationPayloadSchema,
  registrationResponseSchema,
} from '@laundry/domain';
import { TooManyRequestsError } from '../../errors';
import { envelope, ok, responses } from '../../http/envelope';
import { idempotencyHeadersSchema } from '../../http/idempotency';
import { rateLimits } from '../../http/rate-limits';
import type { ApiInstance } from '../module';
import type { RegistrationService } from './service';

/** The landing page's self-registration (spec part 1 §7): public, throttled per address. */
export async function registrationRoutes(
  app: ApiInstance,
  registration: RegistrationService,
): Promise<void> {
  app.post(
    '/register-from-landing',
    {
      config: {
        access: 'public',
        rateLimit: {
          ...rateLimits.registerFromLanding,
          // The wizard shows its 'wait a few minutes' note for a message containing 'Too many'.
          errorResponseBuilder: (_request, context) =>
            new TooManyRequestsError(
              REGISTRATION_RATE_LIMIT_MESSAGE,
              Math.ceil(context.ttl / 1000),
            ),
        },
      },
      schema: {
        tags: ['customers', 'public'],
        summary: 'Register as a customer from the landing page (no sign-in)',
        description:
          'Duplicate phone or e-mail → 409, nothing created. The campaign code counts only while the campaign runs. An Idempotency-Key replays the first answer.',
        headers: idempotencyHeadersSchema,
        body: registrationPayloadSchema,
        response: responses({ 201: envelope(registrationResponseSchema) }),
      },
    },
    async (request, reply) =>
      reply.idempotent(`public:${request.ip}`, async (tx) => {
        const { data, message } = await registration.register(request.body, tx);
        return { statusCode: 201, body: ok(data, message) };
      }),
  );
}
