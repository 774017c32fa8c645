import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, LOYALTY_BALANCE_MAX, updatedAt, VERSION_MAX, version } from './columns';

/**
 * Customers of the shop (spec part 1 §3 'Customer'). Phone numbers are unique; e-mails are stored
 * lower-cased and unique when present. Search by name, phone, e-mail or student ID goes through
 * pg_trgm GIN indexes (substring matches at any position, case-insensitive through ILIKE). `totalOrders` and
 * `totalSpentCents` are kept in step with the orders table in the same transaction as every
 * order write (see modules/customers/totals-repository.ts), so lists sort by them with an index.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    isStudent: boolean('is_student').notNull().default(false),
    /** The student ID, upper case without spaces; null for non-students. */
    campusId: text('campus_id'),
    /** The institution the customer form checked the student ID against, if any. */
    institution: text('institution'),
    street: text('street'),
    city: text('city'),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    totalOrders: integer('total_orders').notNull().default(0),
    totalSpentCents: integer('total_spent_cents').notNull().default(0),
    /** The campaign code recorded at a landing-page registration while the campaign ran. */
    campaignCode: text('campaign_code'),
    /** Where the customer was registered: at the counter or on the landing page. */
    source: text('source').$type<'back-office' | 'landing'>().notNull().default('back-office'),
    /** How the customer hears about their orders (issue 25): every customer has a phone. */
    messageChannel: text('message_channel')
      .$type<'email' | 'sms' | 'whatsapp'>()
      .notNull()
      .default('sms'),
    /** No messages about orders at all. */
    messagesOptOut: boolean('messages_opt_out').notNull().default(false),
    /** The language of their messages and receipts (issue 42): English, Sinhala or Tamil. */
    language: text('language').$type<'en' | 'si' | 'ta'>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('customers_phone_number_key').on(table.phoneNumber),
    uniqueIndex('customers_email_lower_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    index('customers_full_name_trgm_idx').using('gin', table.fullName.op('gin_trgm_ops')),
    index('customers_phone_number_trgm_idx').using('gin', table.phoneNumber.op('gin_trgm_ops')),
    index('customers_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('customers_campus_id_trgm_idx').using('gin', table.campusId.op('gin_trgm_ops')),
    // One index per sort option of the list, with the id as the tie-breaker of stable paging.
    index('customers_created_at_idx').on(table.createdAt, table.id),
    index('customers_full_name_lower_idx').on(sql`lower(${table.fullName})`, table.id),
    index('customers_total_spent_idx').on(table.totalSpentCents, table.id),
    index('customers_loyalty_points_idx').on(table.loyaltyPoints, table.id),
    check(
      'customers_loyalty_points_range',
      sql`${table.loyaltyPoints} between 0 and ${sql.raw(String(LOYALTY_BALANCE_MAX))}`,
    ),
    check(
      'customers_version_range',
      sql`${table.version} between 1 and ${sql.raw(String(VERSION_MAX))}`,
    ),
    check(
      'customers_message_channel_known',
      sql`${table.messageChannel} in ('email', 'sms', 'whatsapp')`,
    ),
    check(
      'customers_totals_not_negative',
      sql`${table.totalOrders} >= 0 and ${table.totalSpentCents} >= 0`,
    ),
  ],
);

/**
 * Every change of a customer's loyalty points: who, when, why, and the balance before and after.
 * Goes with its customer; keeps the row when the staff account is deleted.
 */
export const loyaltyHistory = pgTable(
  'loyalty_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    action: text('action').$type<'add' | 'subtract' | 'set'>().notNull(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    pointsBefore: integer('points_before').notNull(),
    pointsAfter: integer('points_after').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('loyalty_history_customer_created_idx').on(table.customerId, table.createdAt),
    index('loyalty_history_created_at_idx').on(table.createdAt),
    check(
      'loyalty_history_points_range',
      sql`${table.points} between 0 and ${sql.raw(String(LOYALTY_BALANCE_MAX))} and ${table.pointsBefore} between 0 and ${sql.raw(String(LOYALTY_BALANCE_MAX))} and ${table.pointsAfter} between 0 and ${sql.raw(String(LOYALTY_BALANCE_MAX))}`,
    ),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type LoyaltyHistoryRow = typeof loyaltyHistory.$inferSelect;
