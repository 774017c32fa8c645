import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// drizzle-kit loads this file on its own, so it imports nothing from the workspace; its lists of
// names (enums and `$type` unions) are held to the domain's, both ways, in db/vocabularies.ts.
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
 * Order numbers come from this sequence, not from a count: unique under concurrent creates, and a
 * rolled-back create leaves a gap rather than a duplicate.
 */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * Laundry orders (spec part 2 §3 'Order'). Amounts in integer cents, computed by the domain's
 * `priceOrder` only. `status` is one of the domain's canonical statuses and `orderPhase` one of
 * its phases (docs/decisions/011-orders.md); `paymentStatus` is derived from the amounts on every
 * write. `balanceCents` is generated, so the list filters on it with an index. A customer with
 * orders cannot be deleted (restrict). `version` guards against lost updates.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      // order_number_text (migration 0012): six digits at least, more once the sequence needs
      // them (lpad alone would cut the millionth order's number down to an existing one).
      .default(sql`order_number_text(nextval('order_number_seq'))`),
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
    discountDescription: text('discount_description'),
    /** The campaign code of a campaign discount. */
    discountCode: text('discount_code'),
    taxAmountCents: integer('tax_amount_cents').notNull().default(0),
    expressServiceFeeCents: integer('express_service_fee_cents').notNull().default(0),
    extraChargesCents: integer('extra_charges_cents').notNull().default(0),
    /** Extra items sold with the order: [{ name, priceCents, quantity }]. */
    extraItems: jsonb('extra_items')
      .$type<{ name: string; priceCents: number; quantity: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    paidAmountCents: integer('paid_amount_cents').notNull().default(0),
    // Never below 0: a total under what was paid is a refund due (the domain's `balanceOf`).
    balanceCents: integer('balance_cents').generatedAlwaysAs(
      sql`greatest(total_amount_cents - paid_amount_cents, 0)`,
    ),
    isExpressService: boolean('is_express_service').notNull().default(false),
    pickupRequired: boolean('pickup_required').notNull().default(false),
    pickupStreet: text('pickup_street'),
    pickupCity: text('pickup_city'),
    pickupNotes: text('pickup_notes'),
    pickupPriceType: text('pickup_price_type').$type<'free' | 'price'>().notNull().default('free'),
    pickupChargesCents: integer('pickup_charges_cents').notNull().default(0),
    deliveryRequired: boolean('delivery_required').notNull().default(false),
    deliveryStreet: text('delivery_street'),
    deliveryCity: text('delivery_city'),
    deliveryNotes: text('delivery_notes'),
    deliveryPriceType: text('delivery_price_type')
      .$type<'free' | 'price'>()
      .notNull()
      .default('free'),
    deliveryChargesCents: integer('delivery_charges_cents').notNull().default(0),
    /** Kilometres with two decimals, kept as whole metres. */
    deliveryDistanceM: integer('delivery_distance_m').notNull().default(0),
    pickupDate: timestamp('pickup_date', { withTimezone: true }),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    actualDeliveryDate: timestamp('actual_delivery_date', { withTimezone: true }),
    specialInstructions: text('special_instructions'),
    /** Newline-separated staff notes. */
    staffNotes: text('staff_notes'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isEditable: boolean('is_editable').notNull().default(true),
    itemsConfirmed: boolean('items_confirmed').notNull().default(false),
    /** What Confirm Items changed, in cents: the estimate, the confirmed total, the note. */
    confirmationHistory: jsonb('confirmation_history').$type<{
      estimatedTotalCents: number;
      actualTotalCents: number;
      notes?: string;
    }>(),
    /** The tax rate the order was priced with (basis points), so a re-pricing keeps it. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    /** The loyalty points the order earned (completed and paid); null until it has. */
    loyaltyPointsEarned: integer('loyalty_points_earned'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    // Search by number: substring at any position.
    index('orders_order_number_trgm_idx').using('gin', table.orderNumber.op('gin_trgm_ops')),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
    // The list's sorts and filters, each ending in the id for stable paging.
    // Leading with (created_at, id) for the list's order; the rest lets the analytics and the
    // dashboard count and sum a window of days from the index alone.
    index('orders_created_at_idx').on(
      table.createdAt,
      table.id,
      table.status,
      table.paymentStatus,
      table.totalAmountCents,
    ),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_total_amount_idx').on(table.totalAmountCents, table.id),
    index('orders_pickup_created_idx').on(table.pickupRequired, table.createdAt, table.id),
    index('orders_delivery_created_idx').on(table.deliveryRequired, table.createdAt, table.id),
    index('orders_payment_status_created_idx').on(table.paymentStatus, table.createdAt, table.id),
    check(
      'orders_amounts_not_negative',
      sql`${table.subtotalCents} >= 0 and ${table.discountAmountCents} >= 0 and ${table.totalAmountCents} >= 0 and ${table.paidAmountCents} >= 0 and ${table.taxAmountCents} >= 0 and ${table.expressServiceFeeCents} >= 0 and ${table.extraChargesCents} >= 0 and ${table.pickupChargesCents} >= 0 and ${table.deliveryChargesCents} >= 0 and ${table.deliveryDistanceM} >= 0`,
    ),
    check(
      'orders_loyalty_points_earned_range',
      sql`${table.loyaltyPointsEarned} is null or ${table.loyaltyPointsEarned} between 0 and ${sql.raw(String(LOYALTY_BALANCE_MAX))}`,
    ),
    check(
      'orders_discount_percentage_range',
      sql`${table.discountPercentage} is null or ${table.discountPercentage} between 0 and 100`,
    ),
    check(
      'orders_discount_within_subtotal',
      sql`${table.discountAmountCents} <= ${table.subtotalCents}`,
    ),
    check(
      'orders_status_known',
      sql`${table.status} in ('pickup', 'received', 'washing', 'drying', 'ironing', 'dry_cleaning', 'folding', 'complete', 'deliver', 'cancelled')`,
    ),
    check(
      'orders_phase_known',
      sql`${table.orderPhase} in ('draft', 'confirmed', 'processing', 'completed', 'cancelled')`,
    ),
    check(
      'orders_payment_status_known',
      sql`${table.paymentStatus} in ('unpaid', 'partial', 'paid')`,
    ),
    check('orders_version_positive', sql`${table.version} >= 1`),
    check('orders_tax_rate_range', sql`${table.taxRateBasisPoints} between 0 and 10000`),
  ],
);

/**
 * Payments received for an order (spec part 2 §3 'Payment'). Revenue is the sum of completed
 * payments net of refunds, by the day each was made (docs/decisions/011-orders.md, issue 21).
 * Deleting an order deletes its payments in the same transaction; one with refunds is kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').$type<'cash' | 'bank_transfer'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('completed'),
    transactionId: text('transaction_id'),
    notes: text('notes'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    index('payments_processed_at_idx')
      .on(table.processedAt, table.amountCents)
      .where(sql`${table.status} = 'completed'`),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    check('payments_method_known', sql`${table.method} in ('cash', 'bank_transfer')`),
  ],
);

/**
 * Money given back (issue 21): part or all of one completed payment, by an admin, with the
 * reason. Revenue is money received net of refunds, a refund counting on the day it was made
 * (`refunds_keep_revenue_totals`, migration `*_refunds.sql`). The order's paid amount is Σ completed
 * payments − Σ refunds (the domain's `orderBooks`). Money is never deleted with its order: both
 * references restrict.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').$type<'cash' | 'bank_transfer'>().notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_refunded_at_idx').on(table.refundedAt, table.amountCents),
    // The domain's bounds (REFUND_AMOUNT_MAX rupees, REFUND_REASON_MAX characters).
    check(
      'refunds_amount_range',
      sql`${table.amountCents} > 0 and ${table.amountCents} <= 1000000000`,
    ),
    check('refunds_method_known', sql`${table.method} in ('cash', 'bank_transfer')`),
    check('refunds_reason_length', sql`char_length(${table.reason}) between 1 and 500`),
  ],
);

/**
 * The catalogue (spec part 2 §3 'Service'). Names are unique whatever their case. Prices are
 * integer cents; per-category prices are rows of `service_clothing_prices`. `version` grows by one
 * on every write, so an update made from a stale copy is refused (409). The price-type vocabulary
 * is held to the domain's in db/vocabularies.ts; the category and status checks below repeat the
 * domain's names as SQL literals.
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    priceType: text('price_type')
      .$type<'per_piece' | 'per_kg' | 'per_item' | 'flat_rate'>()
      .notNull()
      .default('per_piece'),
    basePriceCents: integer('base_price_cents').notNull().default(0),
    /** The process steps, a subset of wash, dry, iron, dry_clean, fold, in that order. */
    statuses: text('statuses').array().notNull().default(sql`'{wash,dry}'::text[]`),
    estimatedTime: smallint('estimated_time').notNull().default(60),
    icon: text('icon'),
    color: text('color').notNull().default('#3B82F6'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('services_name_lower_key').on(sql`lower(${table.name})`),
    index('services_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('services_created_at_idx').on(table.createdAt, table.id),
    index('services_base_price_idx').on(table.basePriceCents, table.id),
    index('services_active_idx').on(table.isActive),
    check(
      'services_price_type_known',
      sql`${table.priceType} in ('per_piece', 'per_kg', 'per_item', 'flat_rate')`,
    ),
    check(
      'services_base_price_range',
      sql`${table.basePriceCents} >= 0 and ${table.basePriceCents} <= 100000000`,
    ),
    check('services_estimated_time_range', sql`${table.estimatedTime} between 1 and 1440`),
    check('services_name_length', sql`char_length(${table.name}) between 2 and 50`),
    check(
      'services_statuses_known',
      sql`${table.statuses} <@ array['wash', 'dry', 'iron', 'dry_clean', 'fold']::text[]`,
    ),
    check('services_version_positive', sql`${table.version} >= 1`),
  ],
);

/** A service's price for one clothing category, in cents; a category without a row uses the base price. */
export const serviceClothingPrices = pgTable(
  'service_clothing_prices',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    clothingCategory: text('clothing_category').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.clothingCategory] }),
    check(
      'service_clothing_prices_category_known',
      sql`${table.clothingCategory} in ('normal_clothes', 'bed_sheets', 'towels', 'blazers', 'saree', 'curtains', 'pillowcases', 'suits', 'jeans', 'blankets', 'other')`,
    ),
    // Zero means "no price of its own", which is stored as no row (spec: zero removes the category).
    check(
      'service_clothing_prices_range',
      sql`${table.priceCents} > 0 and ${table.priceCents} <= 100000000`,
    ),
  ],
);

/**
 * The lines of an order (spec part 2 §3 'Order item'). A service that any line names cannot be
 * deleted (restrict): the catalogue deactivates it instead. `serviceName` keeps the name the line
 * was sold under. Weight is in whole grams (the price rule counts grams), prices in cents.
 */
/** The people assigned to an order (spec part 2 §2.4 'assigned staff chips'). */
export const orderStaff = pgTable(
  'order_staff',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.userId] }),
    index('order_staff_user_idx').on(table.userId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    serviceName: text('service_name').notNull(),
    /** The service's price type when the line was sold. */
    priceType: text('price_type')
      .$type<'per_piece' | 'per_kg' | 'per_item' | 'flat_rate'>()
      .notNull()
      .default('per_piece'),
    clothingCategory: text('clothing_category'),
    quantity: integer('quantity').notNull().default(1),
    weightGrams: integer('weight_grams').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    notes: text('notes'),
    /** The line's place in the order, as the form listed it. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_service_idx').on(table.serviceId),
    check(
      'order_items_amounts_not_negative',
      sql`${table.quantity} >= 0 and ${table.weightGrams} >= 0 and ${table.unitPriceCents} >= 0 and ${table.totalPriceCents} >= 0`,
    ),
  ],
);

// Staff records (spec part 2 §3 'Staff member'). The enumerations are the domain's; they are
// held to it in db/vocabularies.ts.
export const staffStatus = pgEnum('staff_status', [
  'active',
  'inactive',
  'terminated',
  'on_leave',
  'suspended',
]);
export const employmentType = pgEnum('employment_type', [
  'full_time',
  'part_time',
  'contract',
  'intern',
]);

/** Numbers the employee IDs (EMP0001, EMP0002...): a sequence never hands out a number twice. */
export const staffEmployeeNumber = pgSequence('staff_employee_number_seq', { startWith: 1 });

const calendarDate = (name: string) => date(name, { mode: 'string' });

/**
 * The people who work in the shop, one row each (their attendance, skills and training are rows
 * of their own tables). `version` goes up with every change; an edit made from an older copy is
 * refused. Salary in integer cents of its currency.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeNumber: integer('employee_number')
      .notNull()
      .default(sql`nextval('staff_employee_number_seq')`),
    // EMP0001 ... EMP9999, then EMP10000: never cut, so never a duplicate.
    employeeId: text('employee_id')
      .notNull()
      .generatedAlwaysAs(
        sql`'EMP' || lpad(employee_number::text, greatest(4, length(employee_number::text)), '0')`,
      ),
    version: integer('version').notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: calendarDate('date_of_birth').notNull(),
    gender: text('gender').$type<'male' | 'female' | 'other' | 'prefer_not_to_say'>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('India'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    emergencyContactPhone: text('emergency_contact_phone'),
    position: text('position').notNull(),
    employmentType: employmentType('employment_type').notNull().default('full_time'),
    status: staffStatus('status').notNull().default('active'),
    hireDate: calendarDate('hire_date').notNull(),
    reportingManagerId: uuid('reporting_manager_id').references((): AnyPgColumn => staff.id, {
      onDelete: 'set null',
    }),
    startTime: text('start_time').notNull().default('09:00'),
    endTime: text('end_time').notNull().default('18:00'),
    workingDays: text('working_days').array().notNull(),
    shiftType: text('shift_type')
      .$type<'morning' | 'afternoon' | 'evening' | 'night'>()
      .notNull()
      .default('morning'),
    salaryCents: integer('salary_cents').notNull().default(0),
    currency: text('currency').$type<'LKR' | 'EUR' | 'USD'>().notNull().default('LKR'),
    paymentFrequency: text('payment_frequency')
      .$type<'monthly' | 'weekly' | 'daily'>()
      .notNull()
      .default('monthly'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_employee_number_key').on(table.employeeNumber),
    uniqueIndex('staff_employee_id_key').on(table.employeeId),
    index('staff_status_idx').on(table.status),
    index('staff_hire_date_idx').on(table.hireDate),
    index('staff_created_at_idx').on(table.createdAt),
    check('staff_salary_range', sql`${table.salaryCents} between 0 and 1000000000`),
    check('staff_version_positive', sql`${table.version} >= 1`),
    // The domain's rule, kept by the database too: at least 16 on the hire date.
    check(
      'staff_minimum_hire_age',
      sql`${table.hireDate} >= ${table.dateOfBirth} + interval '16 years'`,
    ),
    check('staff_not_own_manager', sql`${table.reportingManagerId} is distinct from ${table.id}`),
  ],
);

/** One day of one member: one row per member and day; sending the day again corrects it. */
export const staffAttendance = pgTable(
  'staff_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    date: calendarDate('date').notNull(),
    status: text('status').$type<'present' | 'late' | 'half_day' | 'absent' | 'leave'>().notNull(),
    checkIn: text('check_in'),
    checkOut: text('check_out'),
    minutesWorked: integer('minutes_worked').notNull().default(0),
    notes: text('notes'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_attendance_staff_date_key').on(table.staffId, table.date),
    index('staff_attendance_date_idx').on(table.date),
    check('staff_attendance_minutes_range', sql`${table.minutesWorked} between 0 and 1440`),
  ],
);

/** What a member can do and how well; one row per member and skill name (any case). */
export const staffSkills = pgTable(
  'staff_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level').$type<'beginner' | 'intermediate' | 'advanced' | 'expert'>().notNull(),
    yearsOfExperience: doublePrecision('years_of_experience'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_skills_staff_name_key').on(table.staffId, sql`lower(${table.name})`),
  ],
);

/** Courses a member took or will take, with the certificate they earned. */
export const staffTraining = pgTable(
  'staff_training',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    provider: text('provider'),
    startDate: calendarDate('start_date').notNull(),
    completedDate: calendarDate('completed_date'),
    status: text('status').$type<'planned' | 'in_progress' | 'completed'>().notNull(),
    certificateNumber: text('certificate_number'),
    certificateExpiry: calendarDate('certificate_expiry'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_training_staff_idx').on(table.staffId, table.startDate),
    check(
      'staff_training_dates_in_order',
      sql`${table.completedDate} is null or ${table.completedDate} >= ${table.startDate}`,
    ),
  ],
);

/**
 * Who changed what and when: one row per change, written in the same transaction as the change
 * (modules/audit/record-audit.ts), with only the changed fields before and after, never a
 * secret. No route writes or edits it. `actorName` and `entityLabel` keep what the names were
 * at the time, so the log still reads after an account or a record is deleted.
 */
/**
 * Orders per status with the sum of their totals, kept by the trigger `orders_keep_status_totals`
 * (migration 0009) in the transaction of every insert, status or total change and delete, and
 * emptied with the orders table. The order list's stats block reads these few rows instead of
 * every order (400 ms at a million orders). Derived: never backed up, rebuilt as orders arrive.
 */
export const orderStatusTotals = pgTable('order_status_totals', {
  status: text('status').primaryKey(),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * Money received ever (completed payments net of refunds), kept by `payments_keep_revenue_totals`
 * and `refunds_keep_revenue_totals` likewise.
 */
export const revenueTotals = pgTable(
  'revenue_totals',
  {
    id: boolean('id').primaryKey().default(true),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('revenue_totals_one_row', sql`${table.id}`)],
);

/**
 * Customers per loyalty balance, student flag and whether they have a counted order, with what
 * they spent: kept by `customers_keep_totals` (migration 0011) like the order totals above. The
 * customer stats add these rows up instead of reading every customer; the tiers are summed from
 * the balances at query time, so their thresholds stay in the domain. Derived.
 */
export const customerTotals = pgTable(
  'customer_totals',
  {
    loyaltyPoints: integer('loyalty_points').notNull(),
    isStudent: boolean('is_student').notNull(),
    hasOrders: boolean('has_orders').notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull().default(0),
    totalSpentCents: bigint('total_spent_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.loyaltyPoints, table.isStudent, table.hasOrders] })],
);

/**
 * Daily roll-ups (migration 0011), each row one UTC day of `created_at`: new customers, orders per
 * status, net loyalty points given. A window of local days adds up the whole UTC days inside it
 * and counts the hours at its edges from the rows themselves, so the business time zone is
 * applied at query time (modules/customers/stats-repository.ts). Derived.
 */
export const customerDailyTotals = pgTable('customer_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  customers: bigint('customers', { mode: 'number' }).notNull().default(0),
  students: bigint('students', { mode: 'number' }).notNull().default(0),
});

export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

export const loyaltyDailyTotals = pgTable('loyalty_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    entity: text('entity').$type<'user' | 'staff' | 'customer' | 'service' | 'order'>().notNull(),
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

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type LoyaltyHistoryRow = typeof loyaltyHistory.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceClothingPriceRow = typeof serviceClothingPrices.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

export type StaffRow = typeof staff.$inferSelect;
export type NewStaffRow = typeof staff.$inferInsert;
export type StaffAttendanceRow = typeof staffAttendance.$inferSelect;
export type StaffSkillRow = typeof staffSkills.$inferSelect;
export type StaffTrainingRow = typeof staffTraining.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
