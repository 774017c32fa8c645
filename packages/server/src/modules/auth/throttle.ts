import { LOCKOUT_MESSAGE, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { TooManyRequestsError } from '../../errors';
import { createLoginThrottleRepository } from './throttle-repository';

/** The spec's lock text (part 1 §8): the same words the login page shows. */
export const ACCOUNT_LOCKED_MESSAGE = LOCKOUT_MESSAGE;
export const ADDRESS_BLOCKED_MESSAGE =
  'Too many failed login attempts from this address. Please try again later.';
export const ACCOUNT_UNDER_ATTACK_MESSAGE =
  'Too many failed login attempts for this account. Please try again later, or sign in from a device you have used before.';

const MINUTE_MS = 60 * 1000;

interface Rule {
  /** Failures within the window that trigger the block. */
  max: number;
  windowMs: number;
  /** How long the block lasts from the failure that triggered it; unset: until the window ends. */
  lockMs?: number;
}

/**
 * The spec's lock-out, per account *and* address: 5 failures lock that e-mail at that address for
 * exactly 5 minutes (attempts while locked do not count). Someone guessing from elsewhere cannot
 * lock the owner out of the counter.
 */
export const pairRule: Rule = {
  max: LOGIN_MAX_FAILURES,
  windowMs: 15 * MINUTE_MS,
  lockMs: LOGIN_LOCK_MS,
};
/**
 * Per account, slower, against guessing spread over many addresses: 30 failures in an hour stop
 * further attempts until the hour ends — except from addresses where the account signed in
 * before, so the staff at their usual terminals keep working during such an attack.
 */
export const accountRule: Rule = { max: 30, windowMs: 60 * MINUTE_MS };
/**
 * Per address: 20 failures in 15 minutes (whatever the e-mails, known or not) stop attempts from
 * that address until the window ends — except for accounts that signed in from it before, so one
 * terminal typing unknown e-mails cannot block the shop's router for everyone.
 */
export const addressRule: Rule = { max: 20, windowMs: 15 * MINUTE_MS };

/** An address where an account signed in is trusted for it this long after its last sign-in. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;
/** Counting rows untouched for a day are of no use to anyone. */
const PURGE_AFTER_MS = 24 * 60 * MINUTE_MS;

const normal = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, address: string) => `pair:${normal(email)}|${address}`;
const accountKey = (email: string) => `account:${normal(email)}`;
const addressKey = (address: string) => `address:${address}`;
const knownKey = (email: string, address: string) => `known:${normal(email)}|${address}`;

/**
 * Failed sign-ins counted in the database, so every server instance sees the same counts and a
 * restart does not reset them.
 */
export function createLoginThrottle(db: Database, clock: Clock) {
  const counts = createLoginThrottleRepository(db);

  async function lockedUntil(key: string): Promise<Date | undefined> {
    const until = await counts.lockedUntil(key);
    return until && until > clock() ? until : undefined;
  }

  /** Whether `email` signed in successfully from `address` within KNOWN_ADDRESS_MS. */
  function isKnownAddress(email: string, address: string): Promise<boolean> {
    return counts.touchedSince(
      knownKey(email, address),
      new Date(clock().getTime() - KNOWN_ADDRESS_MS),
    );
  }

  function secondsUntil(until: Date): number {
    return Math.max(1, Math.ceil((until.getTime() - clock().getTime()) / 1000));
  }

  /** Adds one failure to `key`; answers when the key is now locked, if it is. */
  async function addFailure(tx: Executor, key: string, rule: Rule, now: Date) {
    const row = await createLoginThrottleRepository(tx).lockOrCreate(key, now);

    // A new window starts when the old one is over or a lock has run out.
    const windowOver = now.getTime() - row.windowStartedAt.getTime() >= rule.windowMs;
    const lockOver = row.lockedUntil !== null && row.lockedUntil <= now;
    const fresh = windowOver || lockOver;
    const windowStartedAt = fresh ? now : row.windowStartedAt;
    const failures = fresh ? 1 : row.failures + 1;
    const locked =
      failures >= rule.max
        ? new Date(
            rule.lockMs !== undefined
              ? now.getTime() + rule.lockMs
              : windowStartedAt.getTime() + rule.windowMs,
          )
        : null;

    await createLoginThrottleRepository(tx).saveCount(key, {
      failures,
      windowStartedAt,
      lockedUntil: locked,
      updatedAt: now,
    });
    return locked;
  }

  return {
    /**
     * Refuses the attempt up front when this e-mail is locked at this address, or — unless the
     * account signed in from this address before — when the address or the account is blocked.
     */
    async assertAllowed(email: string, address: string): Promise<void> {
      const lockedPair = await lockedUntil(pairKey(email, address));
      if (lockedPair) {
        throw new TooManyRequestsError(ACCOUNT_LOCKED_MESSAGE, secondsUntil(lockedPair));
      }
      const blockedAddress = await lockedUntil(addressKey(address));
      const blockedAccount = await lockedUntil(accountKey(email));
      if (!blockedAddress && !blockedAccount) return;
      if (await isKnownAddress(email, address)) return;
      if (blockedAddress) {
        throw new TooManyRequestsError(ADDRESS_BLOCKED_MESSAGE, secondsUntil(blockedAddress));
      }
      if (blockedAccount) {
        throw new TooManyRequestsError(ACCOUNT_UNDER_ATTACK_MESSAGE, secondsUntil(blockedAccount));
      }
    },

    /**
     * Counts a failed attempt against the e-mail at this address, the e-mail anywhere, and the
     * address. Answers the error to send: the spec's lock once this failure locks the e-mail at
     * this address, else undefined (a plain 401).
     */
    async recordFailure(email: string, address: string): Promise<TooManyRequestsError | undefined> {
      const now = clock();
      return inTransaction(db, async (tx) => {
        await createLoginThrottleRepository(tx).purge(
          new Date(now.getTime() - PURGE_AFTER_MS),
          new Date(now.getTime() - KNOWN_ADDRESS_MS),
        );
        const pair = await addFailure(tx, pairKey(email, address), pairRule, now);
        await addFailure(tx, accountKey(email), accountRule, now);
        await addFailure(tx, addressKey(address), addressRule, now);
        return pair
          ? new TooManyRequestsError(ACCOUNT_LOCKED_MESSAGE, secondsUntil(pair))
          : undefined;
      });
    },

    /**
     * A successful sign-in clears the e-mail's count at this address and remembers the address
     * as known for the account. The account's and the address's counts stay: a success in the
     * middle of an attack does not give the attacker a fresh budget.
     */
    async recordSuccess(email: string, address: string): Promise<void> {
      const now = clock();
      await inTransaction(db, async (tx) => {
        const tracked = createLoginThrottleRepository(tx);
        await tracked.remove(pairKey(email, address));
        await tracked.touch(knownKey(email, address), now);
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
