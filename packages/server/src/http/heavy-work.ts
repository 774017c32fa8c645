import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ServiceUnavailableError } from '../errors';

/**
 * Heavy work (long report ranges, exports, backups, broad searches) runs under a bounded
 * concurrency, overall and per caller; past it the request is shed at once with 503 and
 * `Retry-After` instead of queueing behind the others and stalling the counter (DESIGN: heavy
 * work). A route opts in with `config.heavy`: `true`, or a test of the request (a search that no
 * index serves is heavy, a precise one is not). The limits are this instance's own: they protect
 * this process's CPU and its database connections, which another instance does not share.
 */
export type HeavyFlag = true | ((request: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyContextConfig {
    heavy?: HeavyFlag;
  }
  interface FastifyInstance {
    /** The slots of heavy work of this instance (tests fill them to see the 503). */
    heavyWork: HeavyWorkGate;
  }
}

export interface HeavyWorkLimits {
  /** Heavy requests running at once on this instance. */
  overall: number;
  /** Of which one caller (a signed-in user, else an address) may hold this many. */
  perCaller: number;
}

/** Whole seconds: the first slot usually frees within a report's run (about a second at scale). */
export const HEAVY_RETRY_AFTER_SECONDS = 2;

export function busyMessage(retryAfterSeconds: number): string {
  return `The server is busy with other reports and exports. Please try again in ${retryAfterSeconds} seconds.`;
}

export interface HeavyWorkGate {
  /** A slot for `caller`, and the function that gives it back (once), or undefined when full. */
  tryEnter(caller: string): (() => void) | undefined;
  /** Slots in use now. */
  running(): number;
}

export function createHeavyWorkGate(limits: HeavyWorkLimits): HeavyWorkGate {
  let running = 0;
  const byCaller = new Map<string, number>();
  return {
    tryEnter(caller) {
      const mine = byCaller.get(caller) ?? 0;
      if (running >= limits.overall || mine >= limits.perCaller) return undefined;
      running += 1;
      byCaller.set(caller, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
        const left = (byCaller.get(caller) ?? 1) - 1;
        if (left > 0) byCaller.set(caller, left);
        else byCaller.delete(caller);
      };
    },
    running: () => running,
  };
}

/** The signed-in user when the guard has run (heavy routes are never public), else the address. */
function callerOf(request: FastifyRequest): string {
  const userId = request.auth?.user.id;
  return userId ? `user:${userId}` : `address:${request.ip}`;
}

/**
 * Adds the gate to every route declaring `config.heavy`. The hook is a preHandler: after the
 * guard (the caller is known) and validation (a predicate reads the parsed query). The slot is
 * given back when the answer's socket closes, so a streamed export holds it until its last byte
 * or until the client goes away. Register before the routes.
 */
export function installHeavyWorkLimits(app: FastifyInstance, limits: HeavyWorkLimits) {
  const gate = createHeavyWorkGate(limits);
  app.decorate('heavyWork', gate);
  app.addHook('onRoute', (route) => {
    const heavy = route.config?.heavy;
    if (!heavy) return;
    const enter: preHandlerHookHandler = async (request, reply) => {
      if (heavy !== true && !heavy(request)) return;
      const release = gate.tryEnter(callerOf(request));
      if (!release) {
        throw new ServiceUnavailableError(
          busyMessage(HEAVY_RETRY_AFTER_SECONDS),
          HEAVY_RETRY_AFTER_SECONDS,
        );
      }
      reply.raw.once('close', release);
    };
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, enter];
  });
}

/**
 * A search shorter than a trigram reads every row (the trigram indexes need three characters):
 * the customer search, and the customer and order lists' search box.
 */
export const MIN_INDEXED_SEARCH = 3;

export function broadSearch(field: string): (request: FastifyRequest) => boolean {
  return (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const value = query?.[field];
    return (
      typeof value === 'string' &&
      value.trim().length > 0 &&
      value.trim().length < MIN_INDEXED_SEARCH
    );
  };
}
