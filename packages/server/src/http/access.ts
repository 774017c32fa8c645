import { type Action, hasPermission, permissionsForRole, type Resource } from '@laundry/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { UserRow } from '../db/schema';
import { ForbiddenError, UnauthorizedError } from '../errors';

/*
 * Access control is infrastructure, not a module: it owns no table and no route, and every module
 * (and app.ts) needs it. It knows the auth module only by the shape below — whatever turns a bearer
 * token into a caller — so it imports no module (docs/decisions/037).
 */

/** Who is calling: the signed-in user and the session (refresh family) of their access token. */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

/** What checks a bearer token: the auth module's service. */
export interface Authenticator {
  authenticate(token: string): Promise<AuthContext>;
}

/**
 * Who may call a route: anyone, any signed-in user, or a signed-in user whose role grants the
 * action on the resource. Every /api route must say which; a route that does not fails start-up.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly [Resource, Action];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action';
export const NO_TOKEN_MESSAGE = 'Authentication required';

/** The signed-in caller of a protected route. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

export function createAuthenticate(auth: Authenticator): onRequestHookHandler {
  return async function authenticate(request) {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
    request.auth = await auth.authenticate(token);
  };
}

/** Checks the caller's role against the domain's permission map (the one the client uses). */
export function authorize(resource: Resource, action: Action): onRequestHookHandler {
  return async function authorizeRequest(request) {
    const { user } = requireAuth(request);
    const subject = { role: user.role, permissions: permissionsForRole(user.role) };
    if (!hasPermission(subject, resource, action)) throw new ForbiddenError(FORBIDDEN_MESSAGE);
  };
}

const guarded = Symbol('guarded');

/**
 * Adds authentication and authorisation to every /api route from its `config.access`, so no
 * route can be forgotten. Register before the routes.
 */
export function installAccessControl(app: FastifyInstance, authenticate: onRequestHookHandler) {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
    if (access === 'public') return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    if (existing.some((hook) => guarded in hook)) return;
    const hooks = access === 'signed-in' ? [authenticate] : [authenticate, authorize(...access)];
    for (const hook of hooks) Object.assign(hook, { [guarded]: true });
    route.onRequest = [...existing, ...hooks];
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });
}
