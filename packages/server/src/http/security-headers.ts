import type { FastifyInstance } from 'fastify';
import { isApiPath } from './web';

/** A year, with subdomains: the usual HSTS policy once a site is served over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Headers that depend on the request. API answers carry customers, staff and tokens: no cache
 * (browser, proxy or back-button) keeps them. HSTS is sent only over HTTPS — directly, or behind
 * a proxy trusted with TRUST_PROXY that says so in X-Forwarded-Proto — because over plain HTTP it
 * would be ignored at best and lock a plain-HTTP shop LAN out of its own server at worst.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
