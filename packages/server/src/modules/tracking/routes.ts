import {
  orderIdParamsSchema,
  orderTrackingSchema,
  publicTrackingSchema,
  trackingLookupSchema,
  trackingMessages,
  trackingTokenSchema,
} from '@laundry/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TooManyRequestsError } from '../../errors';
import { envelope, ok, responses } from '../../http/envelope';
import { rateLimits } from '../../http/rate-limits';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import type { TrackingService } from './service';

const tags = ['tracking'];

/** Public order tracking (issue 25) and the staff's tracking link of an order. */
export async function trackingRoutes(app: ApiInstance, tracking: TrackingService): Promise<void> {
  // Every public lookup spends one budget per address (issue 38): while the number lookup answers
  // 429, the token lookup does too, so an address gets no second allowance from the other route.
  // Made at the first lookup, from the rate-limit plugin the app registers before the modules.
  let lookups: ReturnType<ApiInstance['createRateLimit']> | undefined;
  const limitLookups = async (request: FastifyRequest) => {
    lookups ??= request.server.createRateLimit(rateLimits.track);
    const limit = await lookups(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new TooManyRequestsError(trackingMessages.tooMany, limit.ttlInSeconds);
    }
  };

  app.post(
    '/track',
    {
      config: { access: 'public', rateLimit: false },
      onRequest: limitLookups,
      schema: {
        tags,
        summary: 'Track an order by its number and the last four digits of the phone',
        description:
          'Answers only the status timeline, the expected ready date, the balance due and the shop contact. Every miss is the same 404, whether the order exists or not. Limited per address.',
        body: trackingLookupSchema,
        response: responses({ 200: envelope(publicTrackingSchema) }),
      },
    },
    async (request) => ok(await tracking.byPhone(request.body)),
  );

  app.get(
    '/track/:token',
    {
      config: { access: 'public', rateLimit: false },
      onRequest: limitLookups,
      schema: {
        tags,
        summary: "Track an order by its link's token (the receipt's QR)",
        params: z.object({ token: trackingTokenSchema }),
        response: responses({ 200: envelope(publicTrackingSchema) }),
      },
    },
    async (request) => ok(await tracking.byToken(request.params.token)),
  );

  app.get(
    '/orders/:id/tracking',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: "The order's tracking token, for the receipt's QR code",
        params: orderIdParamsSchema,
        response: responses({ 200: envelope(orderTrackingSchema) }),
      },
    },
    async (request) => ok(await tracking.tokenOf(request.params.id)),
  );

  app.post(
    '/orders/:id/tracking/revoke',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'Revoke the tracking link: a new token, the old link stops working',
        params: orderIdParamsSchema,
        response: responses({ 200: envelope(orderTrackingSchema) }),
      },
    },
    async (request) =>
      ok(await tracking.revoke(auditActorOf(request), request.params.id), trackingMessages.revoked),
  );
}
