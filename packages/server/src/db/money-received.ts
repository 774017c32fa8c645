import { startOfDay } from '@laundry/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rowsOf } from './rows';
import { payments, refunds } from './schema';

/** An instant window, either end open when null; `to` exclusive. */
export interface InstantWindow {
  from: SQL | null;
  to: SQL | null;
}

function bounded(column: SQL, window: InstantWindow): SQL[] {
  const bounds: SQL[] = [];
  if (window.from) bounds.push(sql`${column} >= ${window.from}`);
  if (window.to) bounds.push(sql`${column} < ${window.to}`);
  return bounds;
}

/**
 * Revenue, defined once (DESIGN 'The books', issue 21): money received net of refunds, dated when
 * it moved. One row per movement — a completed payment adds its amount on the instant it was
 * processed, a refund takes its amount off on the instant it was made — as a subquery with the
 * columns `at`, `cents`, `order_id` and `method` (cash or bank_transfer: the till's Z report
 * reconciles its sessions with the cash part). Every revenue figure (the order list, analytics, the
 * dashboard, the revenue report) sums these rows over its window; the window is applied inside
 * each branch so both use their indexes.
 */
export function moneyReceived(window: InstantWindow): SQL {
  const paid = [
    sql`${payments.status} = 'completed'`,
    sql`${payments.processedAt} is not null`,
    ...bounded(sql`${payments.processedAt}`, window),
  ];
  const refunded = bounded(sql`${refunds.refundedAt}`, window);
  return sql`(
    select ${payments.processedAt} as at, ${payments.amountCents}::bigint as cents,
      ${payments.orderId} as order_id, ${payments.method} as method
    from ${payments} where ${sql.join(paid, sql` and `)}
    union all
    select ${refunds.refundedAt}, -${refunds.amountCents}::bigint, ${refunds.orderId},
      ${refunds.method}
    from ${refunds}${refunded.length ? sql` where ${sql.join(refunded, sql` and `)}` : sql``}
  )`;
}

/** The instant a calendar day starts in the business time zone (the domain's calendar). */
export const dayStart = (day: string, timeZone: string) =>
  sql`${startOfDay(day, timeZone).toISOString()}::timestamptz`;

/** The business days [from, to) as instants (either end open when null). */
export const businessDays = (
  from: string | null,
  to: string | null,
  timeZone: string,
): InstantWindow => ({
  from: from ? dayStart(from, timeZone) : null,
  to: to ? dayStart(to, timeZone) : null,
});

/** Money received net of refunds in the window, as a scalar subquery. */
export function receivedCentsIn(window: InstantWindow): SQL {
  return sql`(select coalesce(sum(received.cents), 0)::float8
    from ${moneyReceived(window)} as received)`;
}

/** Money received net of refunds in the window, in cents. */
export async function revenueIn(db: Executor, window: InstantWindow): Promise<number> {
  const [row] = rowsOf<{ cents: number }>(
    await db.execute(sql`select ${receivedCentsIn(window)} as cents`),
  );
  return Number(row?.cents ?? 0);
}

/** Values as a SQL list, for `in (…)`. */
export const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
