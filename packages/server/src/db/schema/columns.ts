import { integer, timestamp } from 'drizzle-orm/pg-core';

// Column builders and bounds shared by the schema's files. drizzle-kit loads the schema on its
// own, so nothing here imports from the workspace.

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/**
 * Goes up by one with every change of the fields a form edits; an update names the version it
 * loaded and is refused (409) when the row has moved on, instead of overwriting someone's change.
 */
export const version = () => integer('version').notNull().default(1);

// The bounds of the domain's schemas (packages/domain), repeated here as the database's last word;
// drizzle-kit cannot import the workspace, so they are literals.
export const LOYALTY_BALANCE_MAX = 1_000_000;
/** The domain's SHELF_SLOT_MAX. */
export const SHELF_SLOT_MAX = 20;
export const VERSION_MAX = 2_147_483_647;
