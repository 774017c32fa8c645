import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type OutboxRow, outbox } from '../../db/schema';

/**
 * The customer messages' own queries: an order's messages as its detail page lists them. Sending,
 * retrying and marking one are the message outbox's (`messages/repository.ts`), shared with the
 * sender and the outbox module.
 */
export function createCustomerMessagesRepository(db: Executor) {
  return {
    /** The messages about one order, oldest first. */
    async ofOrder(orderId: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(eq(outbox.orderId, orderId))
        .orderBy(asc(outbox.createdAt), asc(outbox.id));
    },
  };
}
