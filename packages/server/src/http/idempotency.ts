import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError } from '../errors';
import { createIdempotencyRepository } from './idempotency-repository';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * `idempotent` below with the app's database and clock, for this request: routes replay a
     * create without being handed the database.
     */
    idempotent(scope: string, create: (tx: Transaction) => Promise<Answer>): Promise<FastifyReply>;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is a replay of the first one. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered: a retry comes within seconds, a double click within one. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Visible ASCII without spaces, as UUIDs and the usual random keys are. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible characters';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';

/** The header as routes declare it (validated, and shown in the OpenAPI document). */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().regex(KEY_PATTERN, INVALID_KEY_MESSAGE).optional(),
});

/** An answer to store and replay: its status and its body. */
export interface Answer {
  statusCode: number;
  body: unknown;
}

/** The request's Idempotency-Key, if it sent one; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new BadRequestError(INVALID_KEY_MESSAGE, 'Idempotency-Key');
  }
  return value;
}

/**
 * Runs a create in one transaction, once per Idempotency-Key (DESIGN: creates that cost money or
 * stock). The key row is inserted in the same transaction as the create, so the first answer is
 * stored exactly when the create commits: a concurrent request with the same key waits on the
 * key's unique index and then replays it. A refused create (4xx) rolls back with its key, so a
 * retry is judged afresh. The same key with another body, method or path is a 409.
 */
export async function idempotent(
  deps: { db: Database; clock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  create: (tx: Transaction) => Promise<Answer>,
) {
  const key = idempotencyKeyOf(request);
  const method = request.method;
  const path = request.url.split('?')[0] ?? request.url;
  const requestHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

  const answer = await inTransaction(deps.db, async (tx) => {
    if (!key) return { ...(await create(tx)), replayed: false };
    const now = deps.clock();
    const keys = createIdempotencyRepository(tx);
    await keys.dropExpired(scope, key, now);
    const claimed = await keys.claim({
      scope,
      key,
      method,
      path,
      requestHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + KEY_TTL_MS),
    });

    if (!claimed) {
      const stored = await keys.find(scope, key);
      if (!stored || stored.statusCode === null) {
        throw new ConflictError('A request with this Idempotency-Key is still being processed');
      }
      if (stored.requestHash !== requestHash || stored.method !== method || stored.path !== path) {
        throw new ConflictError(KEY_REUSED_MESSAGE, 'Idempotency-Key');
      }
      return { statusCode: stored.statusCode, body: stored.response, replayed: true };
    }

    const created = await create(tx);
    await keys.storeAnswer(scope, key, created.statusCode, created.body);
    return { ...created, replayed: false };
  });

  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.code(answer.statusCode).send(answer.body);
}

/** Gives every reply `reply.idempotent(scope, create)`, bound to the app's database and clock. */
export function installIdempotency(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
): void {
  app.decorateReply(
    'idempotent',
    function (this: FastifyReply, scope: string, create: (tx: Transaction) => Promise<Answer>) {
      return idempotent(deps, this.request, this, scope, create);
    },
  );
}
