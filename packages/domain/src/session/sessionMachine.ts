import { assign, fromPromise, setup } from 'xstate';
import type { AuthResult, LoginInput, RegisterInput, User } from '../auth';
import { LOGIN_FAILED_MESSAGE, REGISTRATION_FAILED_MESSAGE } from '../auth';
import { errorMessage } from '../shared';

export interface SessionContext {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; input: LoginInput }
  | { type: 'session.register'; input: RegisterInput }
  | { type: 'session.logout' }
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.expired' };

/** `loading` while restoring or authenticating; `authenticated` while signed in. */
export type SessionTag = 'loading' | 'authenticated';

/** What the logout actor receives: the session being ended. */
export interface LogoutInput {
  token: string | null;
  refreshToken: string | null;
}

const signedOutContext: SessionContext = {
  user: null,
  token: null,
  refreshToken: null,
  error: null,
};

function notProvided(name: string): never {
  throw new Error(`not provided: ${name} (supply it with sessionMachine.provide)`);
}

/**
 * The signed-in session (spec part 1 §4 'Session'). The machine keeps who is signed in; the
 * actors, supplied by the web or the CLI with `.provide()`, talk to the API and the storage:
 * - `restoreSession` resolves the stored session re-validated against the profile, or null when
 *   a token, a refresh token or the user is missing (and clears what is stored on failure);
 * - `login` / `register` resolve an `AuthResult` and store it;
 * - `logout` revokes the session and clears the storage; its failure still ends signed out.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  actors: {
    restoreSession: fromPromise<AuthResult | null>(async () => notProvided('restoreSession')),
    login: fromPromise<AuthResult, LoginInput>(async () => notProvided('login')),
    register: fromPromise<AuthResult, RegisterInput>(async () => notProvided('register')),
    logout: fromPromise<void, LogoutInput>(async () => notProvided('logout')),
  },
  actions: {
    storeSession: assign((_, result: AuthResult) => ({
      user: result.user,
      token: result.token,
      refreshToken: result.refreshToken,
      error: null,
    })),
    clearSession: assign(() => signedOutContext),
    clearError: assign({ error: null }),
    failSession: assign((_, error: string) => ({ ...signedOutContext, error })),
    updateUser: assign((_, user: User) => ({ user })),
  },
}).createMachine({
  id: 'session',
  context: signedOutContext,
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'signedIn',
            actions: {
              type: 'storeSession',
              // The guard above leaves only a result here.
              params: ({ event }) => event.output as AuthResult,
            },
          },
          { target: 'signedOut', actions: 'clearSession' },
        ],
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    signedOut: {
      on: {
        'session.login': { target: 'authenticating.loggingIn', actions: 'clearError' },
        'session.register': { target: 'authenticating.registering', actions: 'clearError' },
      },
    },
    authenticating: {
      tags: ['loading'],
      initial: 'loggingIn',
      states: {
        loggingIn: {
          invoke: {
            src: 'login',
            input: ({ event }) => {
              if (event.type !== 'session.login') throw new Error('login needs its input');
              return event.input;
            },
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'storeSession', params: ({ event }) => event.output },
            },
            onError: {
              target: '#session.signedOut',
              actions: {
                type: 'failSession',
                params: ({ event }) => errorMessage(event.error, LOGIN_FAILED_MESSAGE),
              },
            },
          },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ event }) => {
              if (event.type !== 'session.register') throw new Error('register needs its input');
              return event.input;
            },
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'storeSession', params: ({ event }) => event.output },
            },
            onError: {
              target: '#session.signedOut',
              actions: {
                type: 'failSession',
                params: ({ event }) => errorMessage(event.error, REGISTRATION_FAILED_MESSAGE),
              },
            },
          },
        },
      },
    },
    signedIn: {
      tags: ['authenticated'],
      on: {
        'session.logout': { target: 'signingOut' },
        'session.expired': { target: 'signedOut', actions: 'clearSession' },
        'session.userUpdated': {
          actions: { type: 'updateUser', params: ({ event }) => event.user },
        },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token, refreshToken: context.refreshToken }),
        // Logout always ends signed out, even when the server call fails (spec part 1 §4).
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
  },
});

/** Spec part 1 §6: logged in means authenticated and holding a user. */
export function isLoggedIn(snapshot: {
  hasTag: (tag: SessionTag) => boolean;
  context: SessionContext;
}): boolean {
  return snapshot.hasTag('authenticated') && snapshot.context.user !== null;
}
