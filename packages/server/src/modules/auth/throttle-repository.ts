import { and, eq, gt, like, lt, not, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema';

type LoginThrottleRow = typeof loginThrottle.$inferSelect;

/** The counts of failed sign-ins (`login_throttle`), one row per key; nothing else. */
export function createLoginThrottleRepository(db: Executor) {
  return {
    async lockedUntil(key: string): Promise<Date | null> {
      const [row] = await db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key))
        .limit(1);
      return row?.lockedUntil ?? null;
    },

    /** Whether the row `key` exists and was touched after `since`. */
    async touchedSince(key: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ key: loginThrottle.key })
        .from(loginThrottle)
        .where(and(eq(loginThrottle.key, key), gt(loginThrottle.updatedAt, since)))
        .limit(1);
      return row !== undefined;
    },

    /** The row `key`, created empty when missing, locked for the rest of the transaction. */
    async lockOrCreate(key: string, now: Date): Promise<LoginThrottleRow> {
      await db
        .insert(loginThrottle)
        .values({ key, failures: 0, windowStartedAt: now, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key))
        .for('update');
      if (!row) throw new Error(`login_throttle row ${key} vanished`);
      return row;
    },

    async saveCount(
      key: string,
      count: Pick<LoginThrottleRow, 'failures' | 'windowStartedAt' | 'lockedUntil' | 'updatedAt'>,
    ): Promise<void> {
      await db.update(loginThrottle).set(count).where(eq(loginThrottle.key, key));
    },

    /**
     * Drops counting rows untouched since `countsBefore` and known-address rows untouched since
     * `knownBefore` (keys starting `known:`).
     */
    async purge(countsBefore: Date, knownBefore: Date): Promise<void> {
      await db
        .delete(loginThrottle)
        .where(
          or(
            and(lt(loginThrottle.updatedAt, countsBefore), not(like(loginThrottle.key, 'known:%'))),
            lt(loginThrottle.updatedAt, knownBefore),
          ),
        );
    },

    async remove(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },

    /** Creates the row `key`, or marks it touched at `now`. */
    async touch(key: string, now: Date): Promise<void> {
      await db
        .insert(loginThrottle)
        .values({ key, failures: 0, windowStartedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: loginThrottle.key, set: { updatedAt: now } });
    },
  };
}
