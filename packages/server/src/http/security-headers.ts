import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiPath } from './web';

/**
 * Lets the built single-page app run (its own scripts, styles and API calls) and little else.
 * Inline styles are allowed because Radix positions popovers with them.
 */
export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'", 'blob:'],
    upgradeInsecureRequests: null,
  },
};

/**
 * Helmet's headers for the policy above, worked out once: none of them depends on the request.
 * (@fastify/helmet built Helmet's middleware again on every request, parsing the policy each
 * time: a twelfth of the CPU of an answer kept in memory.) HSTS is left to the hook below.
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy, strictTransportSecurity: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** A year, with subdomains: the usual HSTS policy once a site is served over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers on every answer, and those that depend on the request. API answers carry customers, staff and tokens: no cache
 * (browser, proxy or back-button) keeps them. HSTS is sent only over HTTPS — directly, or behind
 * a proxy trusted with TRUST_PROXY that says so in X-Forwarded-Proto — because over plain HTTP it
 * would be ignored at best and lock a plain-HTTP shop LAN out of its own server at worst.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  const everyAnswer = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
}
