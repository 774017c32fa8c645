import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// drizzle-kit loads this file on its own, so it imports nothing from the workspace; the role
// list is checked against the domain's at compile time in modules/users/repository.ts.
export const userRole = pgEnum('user_role', ['admin', 'cashier']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Goes up by one with every change of the fields a form edits; an update names the version it
 * loaded and is refused (409) when the row has moved on, instead of overwriting someone's change.
 */
const version = () => integer('version').notNull().default(1);

// The bounds of the domain's schemas (packages/domain), repeated here as the database's last word;
// drizzle-kit cannot import the workspace, so they are literals.
const LOYALTY_BALANCE_MAX = 1_000_000;
const VERSION_MAX = 2_147_483_647;

/** Staff accounts. E-mail is stored lower-cased and unique whatever its case. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    role: userRole('role').notNull().default('cashier'),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    check(
      'users_version_range',
      sql`${table.version} between 1 and ${sql.raw(String(VERSION_MAX))}`,
    ),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
    index('users_name_lower_idx').on(sql`lower(${table.name})`),
    index('users_last_login_idx').on(table.lastLogin),
    index('users_role_active_idx').on(table.role, table.isActive),
  ],
);

/**
 * Refresh tokens, one row per issued token; only their SHA-256 is stored. A sign-in starts a
 * family (the session); each refresh adds a row to it and marks the previous one replaced.
 * Presenting a replaced token after the grace window revokes the whole family. `expiresAt` is the family's absolute
 * expiry, copied to every row.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    /**
     * The pair that replaced this token, encrypted with a key derived from this token (which is
     * not stored): two tabs or a retry presenting it again within the grace window get that same
     * pair back. Useless without the token itself.
     */
    replacement: text('replacement'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Failed sign-ins, counted per key in a fixed window: `pair:<email>|<ip>` (the spec's lock-out),
 * `account:<email>` and `address:<ip>`; `known:<email>|<ip>` rows remember where an account last
 * signed in (see modules/auth/throttle.ts). Kept in the database so that every server instance
 * sees the same counts.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('login_throttle_updated_at_idx').on(table.updatedAt),
    check('login_throttle_failures_not_negative', sql`${table.failures} >= 0`),
  ],
);

/** Every message the server sends; with no SMTP configured they stay here, flagged not sent. */
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
    createdAt: createdAt(),
  },
  (table) => [index('outbox_sent_created_at_idx').on(table.sent, table.createdAt)],
);

/**
 * Replays of creates that cost money or stock: the first answer to a key is stored and sent
 * again for the same key. `scope` separates callers (a user id, or 'public:<ip>').
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
    check(
      'idempotency_keys_status_code_range',
      sql`${table.statusCode} is null or ${table.statusCode} between 100 and 599`,
    ),
  ],
);

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

/**
 * Laundry orders (spec part 2 §3 'Order'): the columns the customer screens and analytics need;
 * the orders capability adds items, payments and the rest. A customer with orders cannot be
 * deleted (restrict). Amounts in integer cents. `status`, `orderPhase` and `paymentStatus` are
 * text because the spec's status vocabulary is settled by the orders capability.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('received'),
    orderPhase: text('order_phase').notNull().default('draft'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    /** The discount applied: 'campaign', 'student' or null. */
    discountType: text('discount_type'),
    discountPercentage: integer('discount_percentage'),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    paidAmountCents: integer('paid_amount_cents').notNull().default(0),
    isExpressService: boolean('is_express_service').notNull().default(false),
    pickupRequired: boolean('pickup_required').notNull().default(false),
    deliveryRequired: boolean('delivery_required').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
    index('orders_created_at_idx').on(table.createdAt),
    index('orders_status_idx').on(table.status),
    check(
      'orders_amounts_not_negative',
      sql`${table.subtotalCents} >= 0 and ${table.discountAmountCents} >= 0 and ${table.totalAmountCents} >= 0 and ${table.paidAmountCents} >= 0`,
    ),
    check(
      'orders_discount_percentage_range',
      sql`${table.discountPercentage} is null or ${table.discountPercentage} between 0 and 100`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type LoyaltyHistoryRow = typeof loyaltyHistory.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
