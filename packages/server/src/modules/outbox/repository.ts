import type { OutboxListQuery } from '@laundry/domain';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type OutboxRow, outbox } from '../../db/schema';

/** The SQL condition of a state filter (the sent/created_at index serves the first two). */
function stateCondition(state: OutboxListQuery['state']): SQL | undefined {
  switch (state) {
    case 'sent':
      return eq(outbox.sent, true);
    // The domain's outboxStateOf: failed once with another attempt planned is still waiting.
    case 'waiting':
      return and(eq(outbox.sent, false), or(isNull(outbox.error), isNotNull(outbox.nextAttemptAt)));
    case 'failed':
      return and(eq(outbox.sent, false), isNotNull(outbox.error), isNull(outbox.nextAttemptAt));
    default:
      return undefined;
  }
}

/**
 * The outbox as the admins read it, filtered, sorted and paged in SQL. The mailers write the
 * same table through mail/outbox.ts.
 */
export function createOutboxReadRepository(db: Executor) {
  return {
    /** One page of messages, filtered by state and by recipient or subject, and how many match. */
    async list(query: OutboxListQuery): Promise<{ rows: OutboxRow[]; total: number }> {
      const conditions = [stateCondition(query.state)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(outbox.to, pattern), ilike(outbox.subject, pattern)));
      }
      const where = and(...conditions);
      const order = query.sortOrder === 'asc' ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(order(outbox.createdAt), order(outbox.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(outbox).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findById(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row;
    },
  };
}
