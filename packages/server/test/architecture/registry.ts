import type { AuditEntity } from '@laundry/domain';
import { DERIVED_TABLES, WORKING_TABLES } from '../../src/modules/admin/catalog';
import type { Excuses } from './checklist';

/**
 * What each table of the schema owes the checklist of docs/architecture.md ("Adding an area"),
 * and the tables excused from a duty with the reason. A table added to `db/schema/` must appear
 * here (checklist.test.ts fails until it does): in `AUDITED_AS` or `NOT_AUDITED`, and in
 * `NOT_SIGNALLED` only if it needs no write trigger. Its backup row schema goes in the domain
 * (`admin/backupRows.ts`) unless the backup leaves it out (`modules/admin/catalog.ts`).
 */

/** Tables a backup leaves out: the same two sets the backup and the restore read. */
export const NOT_BACKED_UP: Excuses = Object.fromEntries([
  ...[...WORKING_TABLES].map((table) => [
    table,
    "the server's working state (sign-ins, their throttle, stored replays): admin/catalog.ts WORKING_TABLES",
  ]),
  ...[...DERIVED_TABLES].map((table) => [
    table,
    'totals kept by trigger from other tables, rebuilt by a restore: admin/catalog.ts DERIVED_TABLES',
  ]),
]);

/**
 * The audit entity (domain `auditEntities`) each table's writes are recorded under, by
 * `recordAudit` in the transaction of the write (decision 013).
 */
export const AUDITED_AS: Readonly<Record<string, AuditEntity>> = {
  users: 'user',
  customers: 'customer',
  loyalty_history: 'customer',
  orders: 'order',
  order_items: 'order',
  order_staff: 'order',
  payments: 'order',
  refunds: 'order',
  services: 'service',
  service_clothing_prices: 'service',
  staff: 'staff',
  staff_attendance: 'staff',
  staff_skills: 'staff',
  staff_training: 'staff',
  till_sessions: 'till',
  till_movements: 'till',
  shop_settings: 'settings',
};

/** Tables that hold no business write of their own, so no audit entity. */
export const NOT_AUDITED: Excuses = {
  audit_log: 'the audit itself: one row per audited change, never edited',
  outbox:
    "the mail queue: a message is queued in the transaction of the audited change it tells of; its delivery is the worker's, shown on the Outbox page",
  refresh_tokens: 'sign-in sessions, not shop data',
  login_throttle: 'failed sign-ins counted per address and account, not shop data',
  idempotency_keys: 'stored answers to replayed creates, not shop data',
  order_status_totals: 'kept by trigger from orders',
  revenue_totals: 'kept by trigger from payments and refunds',
  customer_totals: 'kept by trigger from customers and orders',
  customer_daily_totals: 'kept by trigger from customers',
  order_daily_totals: 'kept by trigger from orders',
  loyalty_daily_totals: 'kept by trigger from loyalty history',
};

/**
 * Tables without the `laundry_notify_write` trigger (decision 016): no answer kept in memory may
 * go stale on them. Every table with business writes has the trigger, whether or not a kept
 * answer reads it today: the next answer kept may.
 */
export const NOT_SIGNALLED: Excuses = {
  audit_log: 'written only in the transaction of an audited write, whose table signals it',
  login_throttle: 'read by sign-in only, never from a kept answer',
  idempotency_keys: 'read by the replay of a create only, never from a kept answer',
  order_status_totals: 'written only by the triggers of orders, which signal the write',
  revenue_totals: 'written only by the triggers of payments and refunds, which signal the write',
  customer_totals: 'written only by the triggers of customers and orders, which signal the write',
  customer_daily_totals: 'written only by the trigger of customers, which signals the write',
  order_daily_totals: 'written only by the trigger of orders, which signals the write',
  loyalty_daily_totals: 'written only by the trigger of loyalty history, which signals the write',
};

/**
 * Routes that declare no permission of the map, only `public` or `signed-in`: what anyone may
 * call, and what every signed-in account may. Every other route names `[resource, action]`.
 */
export const OPEN_ROUTES: Excuses = {
  'GET /api/public/config': "the shop's details and campaign, for the landing page",
  'HEAD /api/public/config': 'as its GET',
  'GET /api/health': 'liveness, for load balancers: no database',
  'HEAD /api/health': 'as its GET',
  'GET /api/health/ready': 'readiness, for load balancers',
  'HEAD /api/health/ready': 'as its GET',
  'POST /api/auth/login': 'sign-in (throttled)',
  'POST /api/auth/register':
    'the first administrator, only while no account exists, from the machine itself',
  'POST /api/auth/refresh-token': 'a refresh token is its own credential',
  'POST /api/auth/logout': 'any signed-in account ends its own session',
  'POST /api/customers/register-from-landing': "the landing page's self-registration (throttled)",
  'POST /api/track': "order tracking by its number and the phone's last four digits (throttled)",
  'GET /api/track/:token': "order tracking by the receipt's link (throttled)",
  'HEAD /api/track/:token': 'as its GET',
};
