import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Who changed what and when: one row per change, written in the same transaction as the change
 * (modules/audit/record-audit.ts), with only the changed fields before and after, never a
 * secret. No route writes or edits it. `actorName` and `entityLabel` keep what the names were
 * at the time, so the log still reads after an account or a record is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    entity: text('entity')
      .$type<
        'user' | 'staff' | 'customer' | 'service' | 'order' | 'till' | 'settings' | 'database'
      >()
      .notNull(),
    entityId: uuid('entity_id').notNull(),
    entityLabel: text('entity_label'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
