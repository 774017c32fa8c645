import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../dependencies';
import type { ReadCache } from '../http/read-cache';

/** The Fastify instance a module registers its routes on (already under `/api`). */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What every module receives: the app's dependencies (database, config, clock, mailer) and the
 * cache of answers kept until the next write.
 */
export type ModuleDependencies = AppDependencies & { readCache: ReadCache };

/**
 * One area of the API (users, customers, services, ...). A module builds its own services from
 * the dependencies and registers its routes under its prefix, so adding an area is one file here
 * and one line in `modules/index.ts` — `app.ts` never changes.
 */
export interface ServerModule {
  /** Shown in logs and the OpenAPI tags. */
  name: string;
  /** Under `/api`, e.g. `/services`. */
  prefix: string;
  register(api: ApiInstance, deps: ModuleDependencies): Promise<void>;
}

/** Identity helper that gives a module literal its type. */
export function defineModule(module: ServerModule): ServerModule {
  return module;
}
