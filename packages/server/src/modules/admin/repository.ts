import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder, spentOnOrder } from '../../db/counted-orders';
import { rowsOf } from '../../db/rows';
import { customers, orders } from '../../db/schema';
import {
  DERIVED_TABLES,
  parentsFirst,
  REPLAYS_TABLE,
  SESSIONS_TABLE,
  type TableInfo,
  WORKING_TABLES,
} from './catalog';

/** Rows fetched from a backup's cursor at a time: memory stays flat whatever the table's size. */
export const FETCH_ROWS = 500;

/** An order's stored money beside what its payments and refunds add up to (cents). */
export interface OrderLedgerRow {
  id: string;
  orderNumber: string;
  status: string;
  totalCents: number;
  paidCents: number;
  paymentStatus: string;
  receivedCents: number;
  refundedCents: number;
}

/** A customer's kept totals beside their orders'. */
export interface CustomerTotalsRow {
  id: string;
  keptOrders: number;
  keptCents: number;
  orders: number;
  cents: number;
}

/** A migration as drizzle's migrator records it in `drizzle.__drizzle_migrations`. */
export interface AppliedMigrationRow {
  hash: string;
  created_at: string | null;
}

/**
 * Every statement of database administration (backup, restore, demo reset, migrations): they read
 * PostgreSQL's catalog and work on whole tables, so they are SQL rather than Drizzle's builder.
 * Runs on the executor it is given; the admin service opens the transactions.
 */
export function createAdminRepository(db: Executor) {
  return {
    /** Waits for the transaction-scoped advisory lock `id` (one restore or migration at a time). */
    async lock(id: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${id})`);
    },

    /**
     * The shop's tables in the `public` schema, read from PostgreSQL's catalog so that a table a
     * later capability adds is backed up without touching this module. Ordered so that a table
     * comes after every table it refers to (ties by name, so the order is the same on every run).
     */
    async dataTables(): Promise<TableInfo[]> {
      const tables = rowsOf<{ name: string; columns: string[] }>(
        await db.execute(sql`
          select c.relname as name,
                 array_agg(a.attname::text order by a.attnum) as columns
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid
          where n.nspname = 'public' and c.relkind = 'r'
            and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
          group by c.relname`),
      ).filter((table) => !WORKING_TABLES.has(table.name) && !DERIVED_TABLES.has(table.name));

      const references = rowsOf<{ child: string; parent: string }>(
        await db.execute(sql`
          select child.relname as child, parent.relname as parent
          from pg_constraint k
          join pg_class child on child.oid = k.conrelid
          join pg_class parent on parent.oid = k.confrelid
          join pg_namespace n on n.oid = child.relnamespace
          where k.contype = 'f' and n.nspname = 'public'`),
      );
      return parentsFirst(tables, references);
    },

    /** The last value of every sequence in `public` (as text: they are bigints). */
    async sequenceValues(): Promise<Record<string, string | null>> {
      const rows = rowsOf<{ name: string; value: string | null }>(
        await db.execute(sql`
          select sequencename as name, last_value::text as value
          from pg_sequences where schemaname = 'public' order by sequencename`),
      );
      return Object.fromEntries(rows.map((row) => [row.name, row.value]));
    },

    /** Sets each known sequence back to a saved value (never used: it starts again from its start). */
    async restoreSequences(values: Record<string, string | null>): Promise<void> {
      const known = await this.sequenceValues();
      for (const [name, value] of Object.entries(values)) {
        if (!(name in known)) continue;
        // A parameter cast to regclass: the name is quoted, never spliced into the statement.
        const sequence = `"public"."${name.replaceAll('"', '""')}"`;
        await db.execute(
          value === null
            ? sql`select setval(${sequence}::regclass, (select seqstart from pg_sequence where seqrelid = ${sequence}::regclass), false)`
            : sql`select setval(${sequence}::regclass, ${value}::bigint, true)`,
        );
      }
    },

    /**
     * Every row of `table` as PostgreSQL's `row_to_json` writes it, handed to `take` a batch at a
     * time through a cursor (inside the caller's transaction). Answers how many rows there were.
     */
    async eachRowAsJson(table: string, take: (rows: string[]) => Promise<void>): Promise<number> {
      await db.execute(
        sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      let count = 0;
      for (;;) {
        const rows = rowsOf<{ row: string }>(
          await db.execute(sql`fetch forward ${sql.raw(String(FETCH_ROWS))} from backup_rows`),
        );
        await take(rows.map(({ row }) => row));
        count += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await db.execute(sql`close backup_rows`);
      return count;
    },

    /** PostgreSQL turns each JSON object back into a typed row of the table (dates, enums, jsonb). */
    async insertJsonRows(table: string, columns: string[], rows: unknown[]): Promise<void> {
      const target = sql.identifier(table);
      const list = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      await db.execute(sql`
        insert into ${target} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${target}, ${JSON.stringify(rows)}::json)`);
    },

    /**
     * Empties `tables`, the sign-ins and the stored replays, keeping a copy of the sign-ins for
     * `restoreKeptSessions` (dropped at commit).
     */
    async emptyKeepingSessions(tables: string[]): Promise<void> {
      const sessions = sql.identifier(SESSIONS_TABLE);
      await db.execute(
        sql`create temporary table kept_sessions on commit drop as select * from ${sessions}`,
      );
      const emptied = [...tables, SESSIONS_TABLE, REPLAYS_TABLE];
      await db.execute(
        sql`truncate table ${sql.join(
          emptied.map((name) => sql.identifier(name)),
          sql`, `,
        )} restart identity cascade`,
      );
    },

    /** Puts back the kept sign-ins of accounts that exist now; answers how many. */
    async restoreKeptSessions(): Promise<number> {
      const kept = rowsOf<{ user_id: string }>(
        await db.execute(sql`
          insert into ${sql.identifier(SESSIONS_TABLE)}
          select k.* from kept_sessions k where exists (select 1 from users u where u.id = k.user_id)
          returning user_id`),
      );
      return kept.length;
    },

    /**
     * Every order with what its payments and refunds add up to, handed to `take` a batch at a
     * time through a cursor (the restore checks the books with the domain's `orderBooks`).
     */
    async eachOrderLedger(take: (rows: OrderLedgerRow[]) => void): Promise<void> {
      await db.execute(sql`
        declare order_ledgers no scroll cursor for
        select o.id, o.order_number as "orderNumber", o.status,
          o.total_amount_cents as "totalCents", o.paid_amount_cents as "paidCents",
          o.payment_status as "paymentStatus",
          coalesce((select sum(p.amount_cents) from payments p
            where p.order_id = o.id and p.status = 'completed'), 0)::float8 as "receivedCents",
          coalesce((select sum(r.amount_cents) from refunds r
            where r.order_id = o.id), 0)::float8 as "refundedCents"
        from orders o`);
      for (;;) {
        const rows = rowsOf<OrderLedgerRow>(
          await db.execute(sql`fetch forward ${sql.raw(String(FETCH_ROWS))} from order_ledgers`),
        );
        take(rows);
        if (rows.length < FETCH_ROWS) break;
      }
      await db.execute(sql`close order_ledgers`);
    },

    /**
     * The first refund that gives back more than its payment took in, or belongs to another
     * order than its payment (a payment that is not completed took in nothing).
     */
    async firstOverRefundedPayment(): Promise<{ orderId: string } | undefined> {
      const [row] = rowsOf<{ orderId: string }>(
        await db.execute(sql`
          select r.order_id as "orderId"
          from refunds r join payments p on p.id = r.payment_id
          group by r.payment_id, r.order_id, p.order_id, p.amount_cents, p.status
          having r.order_id <> p.order_id
            or sum(r.amount_cents) > case when p.status = 'completed' then p.amount_cents else 0 end
          limit 1`),
      );
      return row;
    },

    /** The first customer whose kept totals differ from their orders' (the product's rule). */
    async firstCustomerTotalsMismatch(): Promise<CustomerTotalsRow | undefined> {
      const [row] = rowsOf<CustomerTotalsRow>(
        await db.execute(sql`
          select c.id, c.total_orders as "keptOrders", c.total_spent_cents::float8 as "keptCents",
            t.orders as "orders", t.cents as "cents"
          from ${customers} c cross join lateral (
            select count(*)::int as orders, coalesce(sum(${spentOnOrder}), 0)::float8 as cents
            from ${orders} where ${orders.customerId} = c.id and ${countedOrder}
          ) t
          where c.total_orders <> t.orders or c.total_spent_cents <> t.cents
          limit 1`),
      );
      return row;
    },

    /**
     * The first customer whose points are not what their loyalty history adds up to (each row's
     * change, after − before, from 0): points come only with a history row (issue 38).
     */
    async firstLoyaltyMismatch(): Promise<
      { id: string; points: number; history: number } | undefined
    > {
      const [row] = rowsOf<{ id: string; points: number; history: number }>(
        await db.execute(sql`
          select c.id, c.loyalty_points as points, h.points as history
          from customers c cross join lateral (
            select coalesce(sum(points_after - points_before), 0)::int as points
            from loyalty_history where customer_id = c.id
          ) h
          where c.loyalty_points <> h.points
          limit 1`),
      );
      return row;
    },

    /**
     * The first closed till whose stored expected cash or variance is not what its own rows give
     * (float + cash payments − cash refunds − paid-outs − drops; counted − expected, issue 38).
     */
    async firstTillMismatch(): Promise<{ id: string; number: number } | undefined> {
      const [row] = rowsOf<{ id: string; number: number }>(
        await db.execute(sql`
          select s.id, s.number from till_sessions s cross join lateral (
            select
              coalesce((select sum(amount_cents) from payments
                where till_session_id = s.id and status = 'completed'), 0)
              - coalesce((select sum(amount_cents) from refunds where till_session_id = s.id), 0)
              - coalesce((select sum(amount_cents) from till_movements
                where session_id = s.id and kind in ('paid_out', 'drop')), 0) as net
          ) t
          where s.closed_at is not null and (
            s.expected_cents is distinct from s.float_cents + t.net
            or s.variance_cents is distinct from s.counted_cents - s.expected_cents)
          limit 1`),
      );
      return row;
    },

    /**
     * Messages a file holds that were never sent are not restored (issue 38): a file cannot make
     * the server send anything. Sent ones stay, as the record of what went out.
     */
    async dropUnsentMessages(): Promise<void> {
      await db.execute(sql`delete from outbox where sent = false`);
    },

    async countRows(table: string): Promise<number> {
      const [row] = rowsOf<{ count: number }>(
        await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
      );
      return row?.count ?? 0;
    },

    /** What drizzle's migrator recorded, oldest first (nothing on a database never migrated). */
    async appliedMigrations(): Promise<AppliedMigrationRow[]> {
      const [found] = rowsOf<{ exists: boolean }>(
        await db.execute(
          sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
        ),
      );
      if (!found?.exists) return [];
      return rowsOf<AppliedMigrationRow>(
        await db.execute(
          sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`,
        ),
      );
    },

    /** Where drizzle's migrator records migrations, created as it would. */
    async ensureMigrationsTable(): Promise<void> {
      await db.execute(sql`create schema if not exists drizzle`);
      await db.execute(
        sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
    },

    /** One statement of a checked-in migration, as drizzle-kit wrote it. */
    async runMigrationStatement(statement: string): Promise<void> {
      await db.execute(sql.raw(statement));
    },

    async recordMigration(hash: string, createdAt: number): Promise<void> {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${createdAt})`,
      );
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
