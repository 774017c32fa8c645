// Every table of the app, one file per area of the business under schema/. drizzle-kit loads this
// file on its own (drizzle.config.ts), so neither it nor any file of schema/ imports anything from
// the workspace; their lists of names (enums and `$type` unions) are held to the domain's, both
// ways, in db/vocabularies.ts. The app imports the tables from here (`db/schema`), never from
// schema/ directly. schema/columns.ts holds shared column builders and is not re-exported.
export * from './schema/accounts';
export * from './schema/audit';
export * from './schema/customers';
export * from './schema/idempotency';
export * from './schema/kept-totals';
export * from './schema/mail';
export * from './schema/orders';
export * from './schema/refunds';
export * from './schema/services';
export * from './schema/staff';
export * from './schema/till';
