import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * `sendCached` below with the app's cache, for this reply: a route keeps its answer until the
     * next write without being handed the cache.
     */
    cached(key: string, produce: () => Promise<unknown>): Promise<FastifyReply>;
  }
}

/** How many answers are kept: the screens of a shop ask for a few dozen distinct ones. */
const MAX_ENTRIES = 500;

/**
 * Answers kept in memory until the next write. The database tells every instance of the server
 * of each committed write (migration 0013, `db/write-signal.ts`) and the server's own writes drop
 * everything before their answer leaves, so a cached answer is never older than the last write
 * this instance has heard of — and while the signal is not heard, nothing is cached at all.
 *
 * Each answer is stored under the generation current when its reading began: a write that lands
 * while it is being read moves the generation on, and the answer is not kept.
 */
export interface ReadCache {
  /** Call before reading: the generation the answer will be stored under. */
  generation(): number;
  get<T>(key: string): T | undefined;
  set(key: string, generation: number, value: unknown): void;
  /** Something was written: everything kept is dropped. */
  invalidate(): void;
  /** Whether the write signal is heard; answers are kept only while it is. */
  setLive(live: boolean): void;
}

export function createReadCache(maxEntries = MAX_ENTRIES): ReadCache {
  let current = 0;
  let live = false;
  // Only answers of the current generation: a write empties it.
  const entries = new Map<string, unknown>();

  const invalidate = () => {
    current += 1;
    entries.clear();
  };

  return {
    generation: () => current,
    get<T>(key: string) {
      if (!live || !entries.has(key)) return undefined;
      // Most recently used last, so the first key is the one to evict.
      const value = entries.get(key);
      entries.delete(key);
      entries.set(key, value);
      return value as T;
    },
    set(key, generation, value) {
      if (!live || generation !== current) return;
      if (entries.size >= maxEntries && !entries.has(key)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, value);
    },
    invalidate,
    setLive(next) {
      live = next;
      invalidate();
    },
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends the kept answer under `key`, or produces it, serialises it with the route's response
 * schema (as Fastify would) and keeps the text: a cached answer costs neither a query nor a
 * serialisation.
 */
export async function sendCached(
  reply: FastifyReply,
  cache: ReadCache,
  key: string,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const kept = cache.get<string>(key);
  if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
  const generation = cache.generation();
  const body = reply.serialize(await produce());
  cache.set(key, generation, body);
  return reply.type(JSON_TYPE).send(body);
}

/** Gives every reply `reply.cached(key, produce)`, bound to the app's cache of answers. */
export function installReadCache(app: FastifyInstance, cache: ReadCache): void {
  app.decorateReply(
    'cached',
    function (this: FastifyReply, key: string, produce: () => Promise<unknown>) {
      return sendCached(this, cache, key, produce);
    },
  );
}
