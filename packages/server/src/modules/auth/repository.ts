import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type RefreshTokenRow, refreshTokens, users } from '../../db/schema';

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  rememberMe: boolean;
  expiresAt: Date;
  createdAt: Date;
}

/** Queries on refresh tokens (sessions): a family is a session, a row is one issued token. */
export function createSessionsRepository(db: Executor) {
  return {
    async insert(values: NewRefreshToken): Promise<RefreshTokenRow> {
      const [row] = await db.insert(refreshTokens).values(values).returning();
      if (!row) throw new Error('insert into refresh_tokens returned no row');
      return row;
    },

    /** The token with this hash, locked until the transaction ends (two refreshes race). */
    async findByHashForUpdate(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1)
        .for('update');
      return row;
    },

    async markReplaced(
      id: string,
      replacedBy: string,
      at: Date,
      replacement: string,
    ): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ replacedAt: at, replacedBy, replacement })
        .where(eq(refreshTokens.id, id));
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every session of a user, or every one but `exceptFamilyId`. */
    async rememberMe(familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ rememberMe: refreshTokens.rememberMe })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, familyId))
        .limit(1);
      return row?.rememberMe ?? false;
    },

    /** Drops a user's tokens that can no longer be used, so the table does not grow forever. */
    async purgeExpired(userId: string, at: Date): Promise<void> {
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, at)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/**
 * The signed-in user of an access token, with the moment their session ends (null when it was
 * revoked or never existed): the one query every authenticated request makes, so it is built once
 * and prepared on each connection (PostgreSQL parses and plans it once per connection, not once
 * per request). It does not depend on the time, so its answer can be kept until the next write.
 */
export function prepareSessionUserLookup(db: Executor) {
  const statement = db
    .select({
      user: users,
      sessionEndsAt: sql<Date | null>`(
        select max(${refreshTokens.expiresAt}) from ${refreshTokens}
        where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}
          and ${refreshTokens.userId} = ${sql.placeholder('userId')}
          and ${refreshTokens.revokedAt} is null
      )`.mapWith(refreshTokens.expiresAt),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_user');
  return async (userId: string, familyId: string) => {
    const [row] = await statement.execute({ userId, familyId });
    return row;
  };
}

export type SessionUser = NonNullable<
  Awaited<ReturnType<ReturnType<typeof prepareSessionUserLookup>>>
>;
