import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type ServiceClothingPriceRow = typeof serviceClothingPrices.$inferSelect;
