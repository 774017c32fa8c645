import { z } from 'zod';
import { roleSchema } from '../auth';
import { LANGUAGES } from '../language';
import { LOYALTY_BALANCE_MAX } from '../loyalty';
import { messageChannels } from '../messages';
import { rupeesToCents } from '../money';
import { orderPhases, orderStatuses } from '../orders';
import {
  PAYMENT_METHODS,
  paymentStatuses,
  REFUND_AMOUNT_MAX,
  REFUND_REASON_MAX,
} from '../payments';
import { EMAIL_MAX_LENGTH } from '../shared';
import { TILL_AMOUNT_MAX, TILL_TEXT_MAX } from '../till';

/**
 * The rows of a backup, table by table, as PostgreSQL's `row_to_json` writes them (snake_case).
 * A restore checks every row against its table's schema before the database sees it, so a file
 * can only hold what the product itself could have written: roles from the known set, e-mails
 * within bounds, statuses, methods and amounts from the domain's vocabularies (decision 022).
 * Columns a schema does not name pass to the database, whose types and checks still apply.
 */

const id = z.uuid();
const cents = z.number().int().min(0);
const points = z.number().int().min(0).max(LOYALTY_BALANCE_MAX);
const email = z.string().max(EMAIL_MAX_LENGTH).pipe(z.email());

/** Every table has an id unless it says otherwise. */
const row = <Shape extends z.ZodRawShape>(shape: Shape) => z.looseObject({ id, ...shape });

export const backupRowSchemas = {
  users: row({
    name: z.string().trim().min(1).max(100),
    email,
    // A password hash is the only sign-in the server reads: nothing longer than a real one.
    password_hash: z.string().min(1).max(255),
    role: roleSchema,
    is_active: z.boolean(),
  }),
  customers: row({
    full_name: z.string().trim().min(1).max(100),
    phone_number: z.string().min(1).max(20),
    email: email.nullable(),
    loyalty_points: points,
    total_orders: z.number().int().min(0),
    total_spent_cents: cents,
    message_channel: z.enum(messageChannels).optional(),
    messages_opt_out: z.boolean().optional(),
    language: z.enum(LANGUAGES).optional(),
  }),
  loyalty_history: row({
    customer_id: id,
    action: z.enum(['add', 'subtract', 'set']),
    points,
    points_before: points,
    points_after: points,
  }),
  orders: row({
    customer_id: id,
    status: z.enum(orderStatuses),
    order_phase: z.enum(orderPhases),
    payment_status: z.enum(paymentStatuses),
    subtotal_cents: cents,
    discount_amount_cents: cents,
    tax_amount_cents: cents,
    total_amount_cents: cents,
    paid_amount_cents: cents,
  }),
  order_items: row({
    order_id: id,
    service_id: id,
    quantity: z.number().int().min(0),
    weight_grams: z.number().int().min(0),
    unit_price_cents: cents,
    total_price_cents: cents,
  }),
  order_staff: z.looseObject({ order_id: id, user_id: id }),
  payments: row({
    order_id: id,
    method: z.enum(PAYMENT_METHODS),
    amount_cents: z.number().int().min(1),
    status: z.string().min(1).max(20),
  }),
  refunds: row({
    order_id: id,
    payment_id: id,
    amount_cents: z.number().int().min(1).max(rupeesToCents(REFUND_AMOUNT_MAX)),
    method: z.enum(PAYMENT_METHODS),
    reason: z.string().min(1).max(REFUND_REASON_MAX),
  }),
  services: row({ base_price_cents: cents }),
  service_clothing_prices: z.looseObject({ service_id: id, price_cents: z.number().int().min(1) }),
  staff: row({ salary_cents: cents }),
  staff_attendance: row({}),
  staff_skills: row({}),
  staff_training: row({}),
  // A till's figures (issue 23): amounts within the till's own bounds; an adjustment may be signed.
  till_sessions: row({
    number: z.number().int().min(1),
    opened_by: id,
    float_cents: z.number().int().min(0).max(rupeesToCents(TILL_AMOUNT_MAX)),
    note: z.string().max(TILL_TEXT_MAX).nullable(),
  }),
  till_movements: row({
    session_id: id,
    kind: z.enum(['paid_out', 'drop', 'adjustment']),
    amount_cents: z
      .number()
      .int()
      .min(-rupeesToCents(TILL_AMOUNT_MAX))
      .max(rupeesToCents(TILL_AMOUNT_MAX)),
    reason: z.string().min(1).max(TILL_TEXT_MAX),
  }),
  audit_log: row({}),
  outbox: row({ channel: z.enum(messageChannels).optional() }),
  // Keyed by name, not by id; each value is checked again by its own schema when it is read.
  shop_settings: z.looseObject({
    key: z.string().min(1).max(50),
    value: z.json(),
  }),
} satisfies Record<string, z.ZodType>;

/** The tables a backup may hold: a table the server gains needs a schema here first. */
export type BackupTable = keyof typeof backupRowSchemas;

export function isBackupTable(table: string): table is BackupTable {
  return Object.hasOwn(backupRowSchemas, table);
}
