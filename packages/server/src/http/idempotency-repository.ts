import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';

type StoredKey = typeof idempotencyKeys.$inferSelect;

/** The stored Idempotency-Keys and their first answers; nothing else. */
export function createIdempotencyRepository(db: Executor) {
  const same = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  return {
    async dropExpired(scope: string, key: string, now: Date): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(same(scope, key), lt(idempotencyKeys.expiresAt, now)));
    },

    /** Inserts the key unless someone holds it; answers whether this call claimed it. */
    async claim(
      row: Pick<
        StoredKey,
        'scope' | 'key' | 'method' | 'path' | 'requestHash' | 'createdAt' | 'expiresAt'
      >,
    ): Promise<boolean> {
      const claimed = await db
        .insert(idempotencyKeys)
        .values(row)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return claimed.length > 0;
    },

    async find(scope: string, key: string): Promise<StoredKey | undefined> {
      const [stored] = await db.select().from(idempotencyKeys).where(same(scope, key)).limit(1);
      return stored;
    },

    async storeAnswer(scope: string, key: string, statusCode: number, body: unknown) {
      await db.update(idempotencyKeys).set({ statusCode, response: body }).where(same(scope, key));
    },
  };
}
