import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { BadRequestError } from '../errors';

/**
 * The one rule for numbers and unknown fields on every route (decision 034):
 * - a JSON body carries numbers as JSON numbers: no field of a body schema reads text as a number
 *   (`z.coerce`, or a `z.preprocess` in front of a number), so `"5"` is a 400 naming the field;
 * - a body names only the fields its schema knows: every object of a body schema is strict;
 * - a query string is text by nature, so its numbers are coerced, but each has a floor and a
 *   ceiling; and it names only the parameters its schema knows, as a body does (issue 38: an
 *   unknown `startDate` was silently ignored, answering every order as if filtered).
 * Checked as each /api route is registered: a route that breaks a rule stops the server at start-up
 * (and every test), instead of reaching a client.
 */

/** The part of a zod 4 schema the walk reads (`schema._zod.def`). */
export interface ZodNode {
  _zod: { def: ZodDef };
  minValue?: number | bigint | null;
  maxValue?: number | bigint | null;
}
interface ZodDef {
  type: string;
  coerce?: boolean;
  shape?: Record<string, ZodNode>;
  catchall?: ZodNode;
  innerType?: ZodNode;
  element?: ZodNode;
  items?: ZodNode[];
  rest?: ZodNode | null;
  options?: ZodNode[];
  left?: ZodNode;
  right?: ZodNode;
  valueType?: ZodNode;
  in?: ZodNode;
  out?: ZodNode;
  getter?: () => ZodNode;
}

export function isZod(value: unknown): value is ZodNode {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

export type Visit = (node: ZodNode, at: string, readsText: boolean) => void;

/**
 * Calls `visit` on every schema reachable from `root` as input, with its place
 * (`items[].weight`) and whether a preprocess stands before it (it may be given text).
 */
export function walkInput(root: ZodNode, visit: Visit) {
  const seen = new Set<ZodNode>();
  const step = (node: ZodNode, at: string, readsText: boolean) => {
    if (seen.has(node)) return;
    seen.add(node);
    visit(node, at, readsText);
    const def = node._zod.def;
    const field = (name: string) => (at ? `${at}.${name}` : name);
    switch (def.type) {
      case 'object':
        for (const [name, child] of Object.entries(def.shape ?? {})) {
          step(child, field(name), readsText);
        }
        return;
      case 'array':
        if (def.element) step(def.element, `${at}[]`, readsText);
        return;
      case 'tuple':
        for (const item of def.items ?? []) step(item, `${at}[]`, readsText);
        if (def.rest) step(def.rest, `${at}[]`, readsText);
        return;
      case 'record':
        if (def.valueType) step(def.valueType, `${at}{}`, readsText);
        return;
      case 'union':
        for (const option of def.options ?? []) step(option, at, readsText);
        return;
      case 'intersection':
        if (def.left) step(def.left, at, readsText);
        if (def.right) step(def.right, at, readsText);
        return;
      case 'pipe':
        // A preprocess is a pipe from a transform: whatever follows it may be given anything.
        if (def.in?._zod.def.type === 'transform') {
          if (def.out) step(def.out, at, true);
        } else if (def.in) {
          step(def.in, at, readsText);
        }
        return;
      case 'lazy':
        if (def.getter) step(def.getter(), at, readsText);
        return;
      default:
        if (def.innerType) step(def.innerType, at, readsText);
    }
  };
  step(root, '', false);
}

const NUMERIC = new Set(['number', 'bigint', 'int']);

/** What a body schema does against the rule, one line per field (empty when it keeps it). */
export function bodyRuleBreaches(schema: unknown): string[] {
  if (!isZod(schema)) return [];
  const breaches: string[] = [];
  walkInput(schema, (node, at, readsText) => {
    const def = node._zod.def;
    const where = at || '(the body)';
    if (def.type === 'object' && def.catchall?._zod.def.type !== 'never') {
      breaches.push(`${where} accepts unknown fields (use z.strictObject)`);
    }
    if (def.coerce) breaches.push(`${where} coerces its value (a body takes JSON values as sent)`);
    if (NUMERIC.has(def.type) && readsText) {
      breaches.push(`${where} reads text as a number (a body takes JSON numbers only)`);
    }
  });
  return breaches;
}

/** What a query string's schema does against the rule: every number needs a floor and a ceiling. */
export function queryRuleBreaches(schema: unknown): string[] {
  if (!isZod(schema)) return [];
  const breaches: string[] = [];
  walkInput(schema, (node, at) => {
    if (node._zod.def.type !== 'number') return;
    // zod gives ±Infinity for no bound, and ±MAX_SAFE_INTEGER for `.int()` alone.
    const bounded = (value: unknown) =>
      typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER;
    if (!bounded(node.minValue) || !bounded(node.maxValue)) {
      breaches.push(`${at} has no floor or no ceiling (every number of a query is bounded)`);
    }
  });
  return breaches;
}

/** The parameters a query string's schema knows, or undefined when it is not one object. */
export function queryParameters(schema: unknown): Set<string> | undefined {
  let node = isZod(schema) ? schema : undefined;
  while (node) {
    const def = node._zod.def;
    if (def.type === 'object') return new Set(Object.keys(def.shape ?? {}));
    node = def.type === 'pipe' ? def.in : def.innerType;
  }
  return undefined;
}

/** Refuses a query parameter the route does not know, named like an unknown body field's 400. */
function refuseUnknownParameters(known: Set<string>) {
  return async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(query).find((name) => !known.has(name));
    if (unknown !== undefined) {
      throw new BadRequestError(`Unknown query parameter: ${unknown}`, unknown);
    }
  };
}

/** A registered /api route and the schemas its input is read with (for the rule's test). */
export interface InputRoute {
  method: string;
  url: string;
  schema: Pick<FastifySchema, 'body' | 'querystring' | 'params'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route as registered, with its input schemas. */
    inputRoutes: InputRoute[];
  }
}

/** Checks every /api route against the rule as it is added. Register before the routes. */
export function installInputRules(app: FastifyInstance) {
  const routes: InputRoute[] = [];
  app.decorate('inputRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const schema = route.schema ?? {};
    const breaches = [
      ...bodyRuleBreaches(schema.body).map((breach) => `body.${breach}`),
      ...queryRuleBreaches(schema.querystring).map((breach) => `query.${breach}`),
      ...queryRuleBreaches(schema.params).map((breach) => `params.${breach}`),
    ];
    const methods = [route.method].flat().join(',');
    if (breaches.length > 0) {
      throw new Error(
        `Route ${methods} ${route.url} breaks the input rule (decision 034): ${breaches.join('; ')}`,
      );
    }
    const known = queryParameters(schema.querystring);
    if (known)
      route.preValidation = [
        [route.preValidation ?? []].flat(),
        refuseUnknownParameters(known),
      ].flat();
    routes.push({
      method: methods,
      url: route.url,
      schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
    });
  });
}
