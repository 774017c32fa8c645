import { createAuthApi, createTransport, type TokenStorage } from '@laundry/api-client';
import { LOGIN_FAILED_MESSAGE, type LoginInput } from '@laundry/domain';
import { errorMessage } from '../../app/errors';

/**
 * What the sign-in page needs of the API: the sign-in call, storing the session where the
 * back-office will find it. Only the auth calls are built (not the whole client), so the page
 * loads none of the other resources' schemas.
 */
export interface SignInServices {
  /** Signs in and stores the session; rejects with the text to show. */
  login(input: LoginInput): Promise<void>;
  /**
   * Whether a stored session still holds (checked with the server, refreshed if need be): then
   * the page goes straight on. A failure to ask counts as no: the form shows, nothing loops.
   */
  hasValidSession(): Promise<boolean>;
}

export function createSignInServices({
  storage,
  fetch,
}: {
  storage: TokenStorage;
  fetch?: typeof globalThis.fetch;
}): SignInServices {
  const http = createTransport({ baseURL: '/api', storage, ...(fetch ? { fetch } : {}) });
  const auth = createAuthApi(http);
  return {
    async login(input) {
      try {
        await auth.login(input);
      } catch (error) {
        throw new Error(errorMessage(error, LOGIN_FAILED_MESSAGE));
      }
    },
    async hasValidSession() {
      const { token, refreshToken, user } = http.session.read();
      if (!token || !refreshToken || !user) return false;
      try {
        await auth.profile();
        return true;
      } catch {
        return false;
      }
    },
  };
}
