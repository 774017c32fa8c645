import { assign, setup } from 'xstate';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from './constants';

export interface LoginLockoutContext {
  failures: number;
  /** When the lock ends (epoch ms), known when the failure that locked carried its time. */
  lockedUntil: number | null;
}

export type LoginLockoutEvent =
  /** `at`: when it happened (epoch ms), so the UI can count down; the lock itself needs no clock. */
  { type: 'login.failed'; at?: number } | { type: 'login.succeeded' };

const fresh: LoginLockoutContext = { failures: 0, lockedUntil: null };

/**
 * The sign-in form's lockout (spec part 1 §4 'Login lockout'): failures are counted; 5 lock the
 * form for LOGIN_LOCK_MS, after which it opens again with the count reset; a success resets.
 */
export const loginLockoutMachine = setup({
  types: {
    context: {} as LoginLockoutContext,
    events: {} as LoginLockoutEvent,
    tags: {} as 'locked',
  },
  guards: {
    isLastAllowedFailure: ({ context }) => context.failures + 1 >= LOGIN_MAX_FAILURES,
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    lock: assign(({ event }) => ({
      failures: LOGIN_MAX_FAILURES,
      lockedUntil:
        event.type === 'login.failed' && event.at !== undefined ? event.at + LOGIN_LOCK_MS : null,
    })),
    reset: assign(() => fresh),
  },
  delays: {
    lockDuration: LOGIN_LOCK_MS,
  },
}).createMachine({
  id: 'loginLockout',
  context: fresh,
  initial: 'open',
  states: {
    open: {
      on: {
        'login.failed': [
          { guard: 'isLastAllowedFailure', target: 'locked', actions: 'lock' },
          { actions: 'countFailure' },
        ],
        'login.succeeded': { actions: 'reset' },
      },
    },
    locked: {
      tags: ['locked'],
      after: {
        lockDuration: { target: 'open', actions: 'reset' },
      },
    },
  },
});
