import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';

/**
 * Every message the server sends; with no SMTP (or SMS gateway) configured they stay here,
 * flagged not sent. Receipts and bank details are e-mails with no order event; a customer
 * message about an order (issue 25) names its order, event and channel, and `dedupe_key`
 * (order:event:channel) makes a retried status move queue it once. `next_attempt_at` is when the
 * sender tries again (null: not planned — sent, failed for good, or an e-mail of the old kind).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sent: boolean('sent').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    channel: text('channel').$type<'email' | 'sms' | 'whatsapp'>().notNull().default('email'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').$type<'created' | 'paid' | 'ready' | 'out_for_delivery'>(),
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_sent_created_at_idx').on(table.sent, table.createdAt),
    uniqueIndex('outbox_dedupe_key_key').on(table.dedupeKey),
    index('outbox_order_idx').on(table.orderId, table.createdAt),
    // What the sender polls: the messages due for an attempt.
    index('outbox_next_attempt_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
    check('outbox_channel_known', sql`${table.channel} in ('email', 'sms', 'whatsapp')`),
    check('outbox_attempts_range', sql`${table.attempts} between 0 and 1000`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * The shop's settings an admin changes in the back-office, one JSON value per key (validated by
 * the domain's schema of that key on the way in and out). Today: `messages` (issue 25).
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
