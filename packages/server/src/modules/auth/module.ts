import { defineModule, type ModuleDependencies } from '../module';
import { authRoutes } from './routes';
import { type AuthService, createAuthService } from './service';
import { createLoginThrottle } from './throttle';
import { createAccessTokens } from './tokens';

const services = new WeakMap<ModuleDependencies, AuthService>();

/**
 * The app's one auth service, shared by the access guard (installed in app.ts before any route)
 * and the /auth routes, so both sign and check tokens with the same keys and clock.
 */
export function authServiceFor(deps: ModuleDependencies): AuthService {
  const known = services.get(deps);
  if (known) return known;
  const { db, clock, config, readCache } = deps;
  const auth = createAuthService({
    db,
    clock,
    accessTokens: createAccessTokens({
      secret: config.jwtSecret,
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
    }),
    throttle: createLoginThrottle(db, clock),
    readCache,
  });
  services.set(deps, auth);
  return auth;
}

/** /api/auth: sign-in, the first administrator, profile, password, tokens (spec part 1 §7). */
export const authModule = defineModule({
  name: 'auth',
  prefix: '/auth',
  async register(api, deps) {
    await authRoutes(api, authServiceFor(deps));
  },
});
