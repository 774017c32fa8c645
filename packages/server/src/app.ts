import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { retryingTransactions } from './db/transaction';
import type { WatchWrites } from './db/write-signal';
import type { AppDependencies } from './dependencies';
import { TooManyRequestsError } from './errors';
import { bearerToken, createAuthenticate, installAccessControl } from './http/access';
import { answerClientError } from './http/client-errors';
import { keepDemoLocal } from './http/demo-local-only';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler';
import { installHeavyWorkLimits } from './http/heavy-work';
import { installIdempotency } from './http/idempotency';
import { installInputRules } from './http/input-rules';
import { installJsonBodyParser } from './http/json-body';
import { loggerOptions } from './http/logging';
import { rejectNulCharacters } from './http/no-nul';
import { addressKey, rateLimits, userKey } from './http/rate-limits';
import { createReadCache, installReadCache, type ReadCache } from './http/read-cache';
import { installSecurityHeaders } from './http/security-headers';
import { isApiPath, registerCompression, registerWeb } from './http/web';
import { modules } from './modules';
import { authServiceFor, createAccessTokens } from './modules/auth';

export type { AppDependencies } from './dependencies';

/** 100 KB is plenty for any form of the back-office; more is refused with a 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Which hops are trusted: with TRUST_PROXY, the one proxy in front (the socket's address, hop 0),
 * so the client is the address it appended to X-Forwarded-For (the right-most), never one the
 * client wrote before it (issue 38: a forged header reset the limits). Without it, none.
 */
function trustedHops(trustProxy: boolean) {
  return (_address: string, hop: number) => trustProxy && hop === 0;
}

/**
 * The whole HTTP application, ready for `inject` in tests or `listen` in main.ts. This file only
 * wires the plugins every route shares; each area of the API is a module (`modules/index.ts`).
 */
export async function buildApp(given: AppDependencies) {
  const { config } = given;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustedHops(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // Every transaction the app opens is run again if it loses a deadlock or serialization race.
  const deps: AppDependencies = {
    ...given,
    db: retryingTransactions(given.db, (retry) =>
      app.log.warn(retry, 'a transaction lost a database race and runs again'),
    ),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (config.demo && !config.demoOnNetwork) keepDemoLocal(app);
  installJsonBodyParser(app);
  rejectNulCharacters(app);

  installSecurityHeaders(app);
  await registerCompression(app);

  // Only verifies (same key and clock as the auth module's signer): the flood limit's key.
  const accessTokens = createAccessTokens({
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
    clock: deps.clock,
  });

  app.decorate('floodLimits', config.rateLimits);
  installIdempotency(app, deps);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // Unreachable Redis: requests go through unlimited (skipOnError) and the problem is logged.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    ...rateLimits.api,
    ...(redis ? { redis, nameSpace: 'laundry-rate-limit:' } : {}),
    skipOnError: true,
    allowList: (request) => !isApiPath(request.url),
    // A valid access token (signature and expiry only: no database call) counts against its
    // user; anything else against the address. A forged token cannot pick someone's budget.
    keyGenerator: async (request) => {
      const token = bearerToken(request);
      if (token) {
        const claims = await accessTokens.verify(token).catch(() => undefined);
        if (claims) return userKey(claims.userId);
      }
      return addressKey(request.ip);
    },
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Too many requests. Please try again in ${context.after}.`,
        Math.ceil(context.ttl / 1000),
      ),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.business.name} API`,
        description:
          'Point-of-sale and back-office of a student laundry. Every answer is `{ success, message?, data }` or `{ success: false, message, field? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  const moduleDeps = { ...deps, readCache: await keepAnswersUntilWrites(app, deps.watchWrites) };
  installReadCache(app, moduleDeps.readCache);

  // Before any route: every /api route is checked for its declared access as it is added.
  installAccessControl(app, createAuthenticate(authServiceFor(moduleDeps)));
  // After the guard's hooks, so a heavy route's slot is taken only by a caller it admits.
  installHeavyWorkLimits(app, config.heavyWork);
  // Every route's body and query schemas keep the one rule for numbers and unknown fields.
  installInputRules(app);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      for (const module of modules) {
        await api.register((scope) => module.register(scope, moduleDeps), {
          prefix: module.prefix,
        });
      }
    },
    { prefix: '/api' },
  );

  await registerWeb(app, config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The cache of answers (`http/read-cache.ts`), emptied by every write the database signals and,
 * before its answer leaves, by every write request of this instance: the caller who saved
 * something sees it on their next call, without waiting for the notification.
 */
async function keepAnswersUntilWrites(
  app: FastifyInstance,
  watchWrites: WatchWrites | undefined,
): Promise<ReadCache> {
  const cache = createReadCache();
  if (!watchWrites) return cache;
  let heard = false;
  const stop = await watchWrites({
    onWrite: () => cache.invalidate(),
    onLive: (live) => {
      heard = live;
      cache.setLive(live);
      if (!live) app.log.warn('database write signal lost: answers are not kept until it is back');
    },
  });
  if (!heard) {
    app.log.warn(
      'database write signal not heard (a pooler in transaction mode?): answers are not kept',
    );
  }
  app.addHook('onClose', stop);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) cache.invalidate();
    return payload;
  });
  return cache;
}
