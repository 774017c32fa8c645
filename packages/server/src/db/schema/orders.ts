import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The domain's `orderStatuses`, repeated as literals (drizzle-kit cannot import the workspace);
 * db/vocabularies.ts fails the typecheck when the two lists differ.
 */
const orderStatusValues = [
  'pickup',
  'received',
  'washing',
  'drying',
  'ironing',
  'dry_cleaning',
  'folding',
  'complete',
  'collected',
  'deliver',
  'delivered',
  'cancelled',
] as const;

import { createdAt, LOYALTY_BALANCE_MAX, SHELF_SLOT_MAX, updatedAt } from './columns';
import { customers } from './customers';
import { services } from './services';
import { tillSessions } from './till';

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
    status: text('status', { enum: orderStatusValues }).notNull().default('received'),
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
    /** When the order should be ready (decision 031), worked out each time it is saved. */
    expectedReadyDate: timestamp('expected_ready_date', { withTimezone: true }),
    actualDeliveryDate: timestamp('actual_delivery_date', { withTimezone: true }),
    /** Where a finished bag waits (decision 025); cleared once it leaves the shop. */
    shelfSlot: text('shelf_slot'),
    /** When the order reached Services Complete: the ready list's days waiting. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
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
    /**
     * The secret of the order's public tracking link (issue 25): random, never derived from the
     * order number, replaced when staff revoke the link. Kept readable (not hashed) because the
     * receipt is printed again later with the same link.
     */
    trackingToken: text('tracking_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    uniqueIndex('orders_tracking_token_key').on(table.trackingToken),
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
      sql`${table.status} in (${sql.raw(orderStatusValues.map((status) => `'${status}'`).join(', '))})`,
    ),
    check(
      'orders_phase_known',
      sql`${table.orderPhase} in ('draft', 'confirmed', 'processing', 'completed', 'cancelled')`,
    ),
    check(
      'orders_payment_status_known',
      sql`${table.paymentStatus} in ('unpaid', 'partial', 'paid')`,
    ),
    check(
      'orders_shelf_slot_length',
      sql`${table.shelfSlot} is null or char_length(${table.shelfSlot}) between 1 and ${sql.raw(String(SHELF_SLOT_MAX))}`,
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
    /** The till session a cash payment went into (issue 23); null for a bank transfer. */
    tillSessionId: uuid('till_session_id').references(() => tillSessions.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    index('payments_till_session_idx').on(table.tillSessionId),
    index('payments_processed_at_idx')
      .on(table.processedAt, table.amountCents)
      .where(sql`${table.status} = 'completed'`),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    check('payments_method_known', sql`${table.method} in ('cash', 'bank_transfer')`),
  ],
);

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

/**
 * The lines of an order (spec part 2 §3 'Order item'). A service that any line names cannot be
 * deleted (restrict): the catalogue deactivates it instead. `serviceName` keeps the name the line
 * was sold under. Weight is in whole grams (the price rule counts grams), prices in cents.
 */
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

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
