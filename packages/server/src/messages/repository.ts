import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type OutboxRow, outbox } from '../db/schema';

export type NewCustomerMessage = Pick<
  OutboxRow,
  'to' | 'subject' | 'text' | 'channel' | 'orderId' | 'event' | 'dedupeKey' | 'nextAttemptAt'
>;

/** How long a claimed message is someone's: a sender that dies mid-call is taken over after it. */
const CLAIM_LEASE_MS = 60_000;

/** The outbox rows of customer messages (issue 25): queued once, claimed, settled. */
export function createMessagesRepository(db: Executor) {
  return {
    /** Queues the message unless its order+event+channel is already queued; the new id or null. */
    async add(message: NewCustomerMessage, at: Date): Promise<string | null> {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, html: null, sent: false, createdAt: at })
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return row?.id ?? null;
    },

    /**
     * Takes a due message for one attempt: counts it and moves its next attempt past the lease,
     * in one statement, so two senders (or two instances) never send the same message twice.
     */
    async claim(
      id: string,
      now: Date,
      channels: OutboxRow['channel'][],
    ): Promise<OutboxRow | undefined> {
      if (channels.length === 0) return undefined;
      const [row] = await db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
        })
        .where(
          and(
            eq(outbox.id, id),
            eq(outbox.sent, false),
            lte(outbox.nextAttemptAt, now),
            inArray(outbox.channel, channels),
          ),
        )
        .returning();
      return row;
    },

    /** The ids of messages due for an attempt on the given channels, oldest first. */
    async due(now: Date, channels: OutboxRow['channel'][], limit: number): Promise<string[]> {
      if (channels.length === 0) return [];
      const rows = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.sent, false),
            lte(outbox.nextAttemptAt, now),
            inArray(outbox.channel, channels),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ sent: true, sentAt: at, error: null, nextAttemptAt: null })
        .where(eq(outbox.id, id));
    },

    /** A failed attempt: the reason, and when to try again (null: failed for good). */
    async markFailed(id: string, reason: string, nextAttemptAt: Date | null): Promise<void> {
      await db.update(outbox).set({ error: reason, nextAttemptAt }).where(eq(outbox.id, id));
    },

    /** Resend: the message starts over, due now, whatever became of it. */
    async requeue(id: string, now: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outbox)
        .set({ sent: false, sentAt: null, error: null, attempts: 0, nextAttemptAt: now })
        .where(eq(outbox.id, id))
        .returning();
      return row;
    },

    async findById(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row;
    },
  };
}
