import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, VERSION_MAX, version } from './columns';

export const userRole = pgEnum('user_role', ['admin', 'cashier']);

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

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
