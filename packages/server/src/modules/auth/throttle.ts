import { LOCKOUT_MESSAGE, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '@laundry/domain';
import { eq, lt } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { TooManyRequestsError } from '../../errors';

/** The spec's lock text (part 1 §8): the same words the login page shows. */
export const ACCOUNT_LOCKED_MESSAGE = LOCKOUT_MESSAGE;
export const ADDRESS_BLOCKED_MESSAGE =
  'Too many failed login attempts from this address. Please try again later.';

const WINDOW_MS = 15 * 60 * 1000;

interface Rule {
  /** Failures within the window that trigger the block. */
  max: number;
  windowMs: number;
  /** How long the block lasts from the failure that triggered it; unset: until the window ends. */
  lockMs?: number;
}

/** Per account: 5 failures lock it for exactly 5 minutes (never longer: attempts while locked do not count). */
const accountRule: Rule = { max: LOGIN_MAX_FAILURES, windowMs: WINDOW_MS, lockMs: LOGIN_LOCK_MS };
/** Per address: 20 failures in 15 minutes block the address until the window ends. */
const addressRule: Rule = { max: 20, windowMs: WINDOW_MS };

/** Rows untouched for a day are of no use to anyone. */
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Failed sign-ins counted in the database, so every server instance sees the same counts and a
 * restart does not reset them.
 */
export function createLoginThrottle(db: Database, clock: Clock) {
  async function lockedUntil(executor: Executor, key: string): Promise<Date | undefined> {
    const [row] = await executor
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key))
      .limit(1);
    const until = row?.lockedUntil;
    return until && until > clock() ? until : undefined;
  }

  function secondsUntil(until: Date): number {
    return Math.max(1, Math.ceil((until.getTime() - clock().getTime()) / 1000));
  }

  /** Adds one failure to `key`; answers when the key is now locked, if it is. */
  async function addFailure(executor: Executor, key: string, rule: Rule, now: Date) {
    await executor
      .insert(loginThrottle)
      .values({ key, failures: 0, windowStartedAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await executor
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key))
      .for('update');
    if (!row) throw new Error(`login_throttle row ${key} vanished`);

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

    await executor
      .update(loginThrottle)
      .set({ failures, windowStartedAt, lockedUntil: locked, updatedAt: now })
      .where(eq(loginThrottle.key, key));
    return locked;
  }

  return {
    /** Refuses the attempt up front when the address or the account is blocked. */
    async assertAllowed(email: string, address: string): Promise<void> {
      const blockedAddress = await lockedUntil(db, addressKey(address));
      if (blockedAddress) {
        throw new TooManyRequestsError(ADDRESS_BLOCKED_MESSAGE, secondsUntil(blockedAddress));
      }
      const lockedAccount = await lockedUntil(db, accountKey(email));
      if (lockedAccount) {
        throw new TooManyRequestsError(ACCOUNT_LOCKED_MESSAGE, secondsUntil(lockedAccount));
      }
    },

    /**
     * Counts a failed attempt against the account and the address. Answers the error to send:
     * the lock once this failure locks the account, else undefined (a plain 401).
     */
    async recordFailure(email: string, address: string): Promise<TooManyRequestsError | undefined> {
      const now = clock();
      return db.transaction(async (tx) => {
        await tx
          .delete(loginThrottle)
          .where(lt(loginThrottle.updatedAt, new Date(now.getTime() - PURGE_AFTER_MS)));
        const account = await addFailure(tx, accountKey(email), accountRule, now);
        await addFailure(tx, addressKey(address), addressRule, now);
        return account
          ? new TooManyRequestsError(ACCOUNT_LOCKED_MESSAGE, secondsUntil(account))
          : undefined;
      });
    },

    /** A successful sign-in clears the account's count (not the address's). */
    async recordSuccess(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
