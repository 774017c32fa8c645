import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * A cashier's till session (issue 23, docs/decisions/023-till-sessions.md): opened with a float,
 * closed once with a count. Every cash payment and cash refund points at the one open session of
 * whoever took it (payments.till_session_id, refunds.till_session_id). A closed row never changes
 * again: the trigger `till_sessions_close_once` refuses any update of a closed session, so a
 * correction can only be a new `till_movements` row of kind 'adjustment'.
 */
export const tillSessions = pgTable(
  'till_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The session's number, printed on its X and Z reports. */
    number: serial('number').notNull(),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    floatCents: integer('float_cents').notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    countedCents: integer('counted_cents'),
    expectedCents: integer('expected_cents'),
    varianceCents: integer('variance_cents'),
    /** The count by denomination ('5000' → pieces), or null when a single total was entered. */
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    note: text('note'),
    /** The closed session an admin reopened this one from (its counted cash is this float). */
    reopenedFrom: uuid('reopened_from').references((): AnyPgColumn => tillSessions.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('till_sessions_number_unique').on(table.number),
    // One open session per cashier: two opens at once cannot both win.
    uniqueIndex('till_sessions_one_open').on(table.openedBy).where(sql`${table.closedAt} is null`),
    index('till_sessions_opened_at_idx').on(table.openedAt),
    check('till_sessions_float_range', sql`${table.floatCents} between 0 and 1000000000`),
    check(
      'till_sessions_closed_whole',
      sql`(${table.closedAt} is null) = (${table.countedCents} is null)
        and (${table.closedAt} is null) = (${table.expectedCents} is null)
        and (${table.closedAt} is null) = (${table.varianceCents} is null)`,
    ),
  ],
);

/**
 * Cash out of a drawer that is not a refund: paid-outs (a purchase) and drops (to the bank) while
 * the session is open, and an admin's signed adjustments of a closed session's count.
 */
export const tillMovements = pgTable(
  'till_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tillSessions.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'paid_out' | 'drop' | 'adjustment'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('till_movements_session_idx').on(table.sessionId, table.at),
    check('till_movements_kind_known', sql`${table.kind} in ('paid_out', 'drop', 'adjustment')`),
    check(
      'till_movements_amount_sign',
      sql`(${table.kind} = 'adjustment' and ${table.amountCents} <> 0) or ${table.amountCents} > 0`,
    ),
    check('till_movements_reason_length', sql`char_length(${table.reason}) between 1 and 500`),
  ],
);

export type TillSessionRow = typeof tillSessions.$inferSelect;
export type NewTillSessionRow = typeof tillSessions.$inferInsert;
export type TillMovementRow = typeof tillMovements.$inferSelect;
