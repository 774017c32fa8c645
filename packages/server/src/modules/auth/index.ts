/**
 * The auth module's entry (docs/decisions/037): the app's one auth service (app.ts installs the
 * access guard, `http/access.ts`, with it) and the access tokens it signs with.
 */
export { authServiceFor } from './module';
export type { AuthService } from './service';
export { type AccessTokens, createAccessTokens } from './tokens';
