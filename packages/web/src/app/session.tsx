import { isApiError } from '@laundry/api-client';
import {
  type AuthResult,
  isLoggedIn,
  LOGIN_FAILED_MESSAGE,
  type LoginInput,
  type LogoutInput,
  REGISTRATION_FAILED_MESSAGE,
  type RegisterInput,
  sessionMachine,
  type User,
} from '@laundry/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { type ActorRefFrom, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { errorMessage } from './errors';
import type { ApiClient } from './services';
import type { Signal } from './signal';

/** A failure becomes the one text the screen shows (the server's message or the fallback). */
async function rethrowAsMessage<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}

/**
 * The session machine with its side effects supplied through the app's one API client.
 * Restoring follows spec part 1 §4: with a token, a refresh token and a stored user, fetch the
 * profile; otherwise, or when that fails, clear what is stored and end signed out.
 */
export function bindSessionMachine(client: ApiClient) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<AuthResult | null>(async () => {
        const stored = client.session();
        if (!stored.token || !stored.refreshToken || !stored.user) {
          client.raw.session.clear();
          return null;
        }
        try {
          const { data } = await client.auth.profile();
          const current = client.session();
          if (!current.token || !current.refreshToken) return null;
          return { token: current.token, refreshToken: current.refreshToken, user: data.user };
        } catch (error) {
          // Only the server's refusal ends the stored session. A request cut short (the page
          // left while restoring) or a server out of reach keeps it: the sign-in page checks it
          // again and sends the visitor back once the server answers.
          if (isApiError(error) && error.kind === 'response' && [401, 403].includes(error.status)) {
            client.raw.session.clear();
          }
          return null;
        }
      }),
      login: fromPromise<AuthResult, LoginInput>(async ({ input }) =>
        rethrowAsMessage(async () => (await client.auth.login(input)).data, LOGIN_FAILED_MESSAGE),
      ),
      register: fromPromise<AuthResult, RegisterInput>(async ({ input }) =>
        rethrowAsMessage(
          async () => (await client.auth.register(input)).data,
          REGISTRATION_FAILED_MESSAGE,
        ),
      ),
      // The client forgets the session whatever the server answers; a failure is only logged
      // (spec part 1 §4) and the machine ends signed out either way.
      logout: fromPromise<void, LogoutInput>(async () => {
        try {
          await client.auth.logout();
        } catch (error) {
          console.warn('Signed out here, but the server could not be told:', error);
        }
      }),
    },
  });
}

type SessionActor = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/** Binds the session machine once for the whole app; `sessionExpired` comes from the API client. */
export function SessionProvider({
  client,
  sessionExpired,
  children,
}: {
  client: ApiClient;
  sessionExpired: Signal;
  children: ReactNode;
}) {
  const [machine] = useState(() => bindSessionMachine(client));
  const actor = useActorRef(machine);
  // A failed token refresh ends the session; RequireAuth then sends the user to /login, keeping
  // the page they were on so that signing in again returns there.
  useEffect(
    () => sessionExpired.subscribe(() => actor.send({ type: 'session.expired' })),
    [actor, sessionExpired],
  );
  return <SessionContext value={actor}>{children}</SessionContext>;
}

export type SessionStatus =
  | 'restoring'
  | 'signedOut'
  | 'authenticating'
  | 'signedIn'
  | 'signingOut';

function statusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('authenticating')) return 'authenticating';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches('signedIn')) return 'signedIn';
  return 'signedOut';
}

function errorOf(snapshot: SessionSnapshot): string | null {
  return snapshot.context.error;
}

export interface LoginOutcome {
  ok: boolean;
  error: string | null;
}

function useSessionActor(): SessionActor {
  const actor = use(SessionContext);
  if (!actor) throw new Error('useSession must be used inside <SessionProvider>');
  return actor;
}

/** The signed-in user and the session's verbs, read from the one session machine. */
export function useSession() {
  const actor = useSessionActor();
  const status = useSelector(actor, statusOf);
  const user: User | null = useSelector(actor, (snapshot) => snapshot.context.user);
  const error = useSelector(actor, errorOf);
  const isAuthenticated = useSelector(actor, isLoggedIn);

  return {
    status,
    user,
    error,
    isRestoring: status === 'restoring',
    isAuthenticated,
    /** Signs in; resolves once the machine has settled, with the error text if it failed. */
    async login(input: LoginInput): Promise<LoginOutcome> {
      actor.send({ type: 'session.login', input });
      const settled = await waitFor(actor, (snapshot) => !snapshot.matches('authenticating'));
      return settled.matches('signedIn')
        ? { ok: true, error: null }
        : { ok: false, error: errorOf(settled) };
    },
    /** Signs out; the machine ends signed out even when the server call fails. */
    async logout(): Promise<void> {
      actor.send({ type: 'session.logout' });
      await waitFor(actor, (snapshot) => !snapshot.matches('signingOut'));
    },
    userUpdated(next: User) {
      actor.send({ type: 'session.userUpdated', user: next });
    },
  };
}
