import type { ListUsersQuery, Role, UserCounts } from '@laundry/domain';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type NewUserRow, refreshTokens, type UserRow, users } from '../../db/schema';

export type RoleCounts = UserCounts;

const sortColumns = {
  createdAt: users.createdAt,
  name: sql`lower(${users.name})`,
  email: users.email,
  lastLogin: users.lastLogin,
} as const;

/** Queries on the users table, and the end of an account's sessions; nothing else. */
export function createUsersRepository(db: Executor) {
  return {
    /**
     * Ends every session of an account (but `exceptFamilyId`, the caller's own): deactivating it,
     * setting its password. Here, not in auth's sessions repository, so the users module does not
     * import auth, which signs in against this repository (docs/decisions/037).
     */
    async endSessions(userId: string, at: Date, exceptFamilyId?: string): Promise<void> {
      const ofUser = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(exceptFamilyId ? and(ofUser, ne(refreshTokens.familyId, exceptFamilyId)) : ofUser);
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** Whether another account (not `exceptId`) already uses this e-mail. */
    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptId ? and(sameEmail, ne(users.id, exceptId)) : sameEmail)
        .limit(1);
      return row !== undefined;
    },

    /**
     * Waits for the transaction-scoped advisory lock `id`, so changes of the accounts that must be
     * judged one after the other (the first administrator, the last active one) are.
     */
    async lockAccountChanges(id: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${id})`);
    },

    async countActiveAdmins(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
      return row?.total ?? 0;
    },

    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).limit(1);
      return row !== undefined;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * Writes the fields a form edits, only while the row still has the version the form loaded;
     * the version goes up by one. Undefined when the row is gone or has moved on.
     */
    async updateFields(
      id: string,
      expectedVersion: number,
      values: Partial<NewUserRow>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, version: sql`${users.version} + 1` })
        .where(and(eq(users.id, id), eq(users.version, expectedVersion)))
        .returning();
      return row;
    },

    /** Flips `isActive` in one statement, so two toggles at once cannot both read the old value. */
    async toggleActive(id: string, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          isActive: sql`not ${users.isActive}`,
          updatedAt: at,
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },

    /** One page of users plus the number of matches, filtered, sorted and paged in SQL. */
    async list(query: ListUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.search) {
        const pattern = containsPattern(query.search);
        const matches = or(ilike(users.name, pattern), ilike(users.email, pattern));
        if (matches) conditions.push(matches);
      }
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.isActive !== undefined) conditions.push(eq(users.isActive, query.isActive));
      const where = conditions.length > 0 ? and(...conditions) : undefined;

      const column = sortColumns[query.sortBy];
      const order =
        query.sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;

      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(order, query.sortOrder === 'asc' ? asc(users.id) : desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Accounts per role and status. */
    async countByRole(): Promise<Record<Role, RoleCounts>> {
      const rows = await db
        .select({ role: users.role, isActive: users.isActive, total: count() })
        .from(users)
        .groupBy(users.role, users.isActive);
      const counts: Record<Role, RoleCounts> = {
        admin: { total: 0, active: 0, inactive: 0 },
        cashier: { total: 0, active: 0, inactive: 0 },
      };
      for (const row of rows) {
        const bucket = counts[row.role];
        bucket.total += row.total;
        if (row.isActive) bucket.active += row.total;
        else bucket.inactive += row.total;
      }
      return counts;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
