import {
  type AuthResult,
  authResultSchema,
  type ChangePasswordInput,
  type LoginInput,
  type ProfileInput,
  type RegisterInput,
  type User,
  userSchema,
} from '@laundry/domain';
import type { TokenPair } from '../storage';
import { type Transport, tokenPairParser } from '../transport';
import { keyed } from './parsers';

const userData = keyed('user', userSchema);

/** The eight auth calls (spec part 1 §7). Sign-in, registration and a password change store the
 * tokens they answer; sign-out forgets the session whatever the server says. */
export function createAuthApi(http: Transport) {
  async function signIn(path: string, body: LoginInput | RegisterInput) {
    const result = await http.request<AuthResult>(
      path,
      { method: 'POST', body, public: true },
      authResultSchema,
    );
    http.session.saveAuth(result.data);
    return result;
  }

  return {
    login: (input: LoginInput) => signIn('/auth/login', input),

    /** Only while no account exists: it creates the first administrator. */
    register: (input: RegisterInput) => signIn('/auth/register', input),

    async profile() {
      const result = await http.request<{ user: User }>('/auth/profile', {}, userData);
      http.session.saveUser(result.data.user);
      return result;
    },

    async updateProfile(input: ProfileInput) {
      const result = await http.request<{ user: User }>(
        '/auth/profile',
        { method: 'PUT', body: input },
        userData,
      );
      http.session.saveUser(result.data.user);
      return result;
    },

    /** The server revokes the other sessions and answers a new pair for this one. */
    async changePassword(input: ChangePasswordInput) {
      const result = await http.request<TokenPair>(
        '/auth/change-password',
        { method: 'PUT', body: input },
        tokenPairParser,
      );
      http.session.saveTokens(result.data);
      return result;
    },

    refresh: () => http.refresh(),

    /** Always ends the session here; rejects afterwards if the server could not be told. */
    async logout() {
      try {
        return await http.request<null>('/auth/logout', { method: 'POST', notifyExpiry: false });
      } finally {
        http.session.clear();
      }
    },

    checkEmail: (email: string) =>
      http.request<{ available: boolean }>('/auth/check-email', {
        method: 'POST',
        body: { email },
        public: true,
      }),
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
