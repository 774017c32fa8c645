import type { AuditEntity } from '@laundry/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type AuditLogRow, auditLog, users } from '../../db/schema';

export interface AuditFilter {
  actorId?: string | undefined;
  entity?: AuditEntity | undefined;
  entityId?: string | undefined;
  /** Instants: from included, until excluded. */
  from?: Date | undefined;
  until?: Date | undefined;
  /** Words in who did it or the record's name (the list's search box), matched literally. */
  search?: string | undefined;
  /** Oldest first instead of the default newest first. */
  oldestFirst?: boolean | undefined;
}

/** The audit log's queries; `recordAudit` is the only caller of `insert`. */
export function createAuditRepository(db: Executor) {
  return {
    async insert(values: typeof auditLog.$inferInsert): Promise<AuditLogRow | undefined> {
      const [row] = await db.insert(auditLog).values(values).returning();
      return row;
    },

    /** The name of an account, if it still exists. */
    async accountName(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.name;
    },

    /** One page, newest first, filtered and paged in SQL; and how many match. */
    async list(
      filter: AuditFilter,
      page: { page: number; limit: number },
    ): Promise<{ rows: AuditLogRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
      if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
      if (filter.from) conditions.push(gte(auditLog.at, filter.from));
      if (filter.until) conditions.push(lt(auditLog.at, filter.until));
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        const matched = or(
          ilike(auditLog.actorName, pattern),
          ilike(auditLog.entityLabel, pattern),
        );
        if (matched) conditions.push(matched);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(
            ...(filter.oldestFirst
              ? [asc(auditLog.at), asc(auditLog.id)]
              : [desc(auditLog.at), desc(auditLog.id)]),
          )
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** One record's entries of one kind, oldest first (an order's status moves, say). */
    async eventsOf(
      entity: AuditEntity,
      entityId: string,
      action: string,
      limit: number,
    ): Promise<AuditLogRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, entity),
            eq(auditLog.entityId, entityId),
            eq(auditLog.action, action),
          ),
        )
        .orderBy(auditLog.at, auditLog.id)
        .limit(limit);
    },

    /** The people who appear in the log, for the "who" filter. */
    async actors(): Promise<{ id: string; name: string }[]> {
      const rows = await db
        .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
        .from(auditLog)
        .where(sql`${auditLog.actorId} is not null`)
        .orderBy(auditLog.actorId, desc(auditLog.at));
      return rows
        .flatMap((row) => (row.id ? [{ id: row.id, name: row.name }] : []))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
