import type { TillSessionListQuery } from '@laundry/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moneyReceived } from '../../db/money-received';
import { rowsOf } from '../../db/rows';
import {
  type NewTillSessionRow,
  orders,
  payments,
  refunds,
  type TillSessionRow,
  tillMovements,
  tillSessions,
  users,
} from '../../db/schema';

const closer = alias(users, 'closer');

/** A session with the names of who opened and who closed it, and the Σ of its adjustments. */
const sessionColumns = {
  session: tillSessions,
  openedByName: users.name,
  closedByName: closer.name,
  adjustmentsCents: sql<number>`coalesce((
    select sum(${tillMovements.amountCents}) from ${tillMovements}
    where ${tillMovements.sessionId} = ${tillSessions.id} and ${tillMovements.kind} = 'adjustment'
  ), 0)::int`,
};

/** Queries on till sessions and their movements, and the cash payments and refunds in them. */
export function createTillRepository(db: Executor) {
  const named = () =>
    db
      .select(sessionColumns)
      .from(tillSessions)
      .innerJoin(users, eq(users.id, tillSessions.openedBy))
      .leftJoin(closer, eq(closer.id, tillSessions.closedBy));

  return {
    /**
     * Whether any cash payment or refund of the order is counted in a closed session: its Z
     * close stands on those rows, so the order is not deleted (decision 029).
     */
    async orderInClosedTill(orderId: string): Promise<boolean> {
      const [row] = rowsOf<{ found: boolean }>(
        await db.execute(sql`select exists (
          select 1 from ${payments} join ${tillSessions} on ${tillSessions.id} = ${payments.tillSessionId}
          where ${payments.orderId} = ${orderId} and ${tillSessions.closedAt} is not null
          union all
          select 1 from ${refunds} join ${tillSessions} on ${tillSessions.id} = ${refunds.tillSessionId}
          where ${refunds.orderId} = ${orderId} and ${tillSessions.closedAt} is not null
        ) as found`),
      );
      return row?.found === true;
    },

    /**
     * The caller's open session, its row locked: `share` by a cash payment or refund (many may
     * go in at once, a close waits for them), `update` by a close or a movement. A session closed
     * while we waited no longer matches, so cash never lands in a closed till.
     */
    async openOf(userId: string, lock: 'share' | 'update' | null = null) {
      const query = db
        .select()
        .from(tillSessions)
        .where(and(eq(tillSessions.openedBy, userId), isNull(tillSessions.closedAt)))
        .limit(1);
      const [row] = await (lock ? query.for(lock) : query);
      return row;
    },

    async lockById(id: string): Promise<TillSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(tillSessions)
        .where(eq(tillSessions.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    async namedById(id: string) {
      const [row] = await named().where(eq(tillSessions.id, id)).limit(1);
      return row;
    },

    /** The caller's last close, for the float the next session may carry. */
    async lastClosedOf(userId: string) {
      const [row] = await named()
        .where(and(eq(tillSessions.openedBy, userId), isNotNull(tillSessions.closedAt)))
        .orderBy(desc(tillSessions.closedAt), desc(tillSessions.number))
        .limit(1);
      return row;
    },

    async insert(values: NewTillSessionRow): Promise<TillSessionRow> {
      const [row] = await db.insert(tillSessions).values(values).returning();
      if (!row) throw new Error('insert into till_sessions returned no row');
      return row;
    },

    async close(
      id: string,
      values: Pick<
        TillSessionRow,
        | 'closedAt'
        | 'closedBy'
        | 'countedCents'
        | 'expectedCents'
        | 'varianceCents'
        | 'denominations'
        | 'note'
      >,
    ) {
      await db.update(tillSessions).set(values).where(eq(tillSessions.id, id));
    },

    async insertMovement(values: typeof tillMovements.$inferInsert) {
      const [row] = await db.insert(tillMovements).values(values).returning();
      if (!row) throw new Error('insert into till_movements returned no row');
      return row;
    },

    /** The cash that moved in a session, by kind, in cents. */
    async cashOf(sessionId: string) {
      const [row] = rowsOf<Record<string, string | number | null>>(
        await db.execute(sql`
          select
            (select coalesce(sum(amount_cents), 0) from ${payments}
              where till_session_id = ${sessionId} and status = 'completed')::bigint as payments,
            (select coalesce(sum(amount_cents), 0) from ${refunds}
              where till_session_id = ${sessionId})::bigint as refunds,
            (select coalesce(sum(amount_cents), 0) from ${tillMovements}
              where session_id = ${sessionId} and kind = 'paid_out')::bigint as paid_outs,
            (select coalesce(sum(amount_cents), 0) from ${tillMovements}
              where session_id = ${sessionId} and kind = 'drop')::bigint as drops`),
      );
      return {
        cashPaymentsCents: Number(row?.payments ?? 0),
        cashRefundsCents: Number(row?.refunds ?? 0),
        paidOutsCents: Number(row?.paid_outs ?? 0),
        dropsCents: Number(row?.drops ?? 0),
      };
    },

    async movementsOf(sessionId: string) {
      return db
        .select({ movement: tillMovements, by: users.name })
        .from(tillMovements)
        .leftJoin(users, eq(users.id, tillMovements.createdBy))
        .where(eq(tillMovements.sessionId, sessionId))
        .orderBy(asc(tillMovements.at), asc(tillMovements.id));
    },

    /** The bank transfers the cashier took while the session was open (listed apart). */
    async bankTransfersOf(userId: string, from: Date, to: Date | null) {
      const window: SQL[] = [
        eq(payments.createdBy, userId),
        eq(payments.method, 'bank_transfer'),
        eq(payments.status, 'completed'),
        gte(payments.processedAt, from),
      ];
      if (to) window.push(lt(payments.processedAt, to));
      return db
        .select({
          orderNumber: orders.orderNumber,
          amountCents: payments.amountCents,
          transactionId: payments.transactionId,
          at: payments.processedAt,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(...window))
        .orderBy(asc(payments.processedAt));
    },

    /** A page of sessions, filtered and sorted in SQL; `day` is the business day's bounds. */
    async list(query: TillSessionListQuery, day: { from: Date; to: Date } | null) {
      const where: SQL[] = [];
      if (query.cashierId) where.push(eq(tillSessions.openedBy, query.cashierId));
      if (query.status === 'open') where.push(isNull(tillSessions.closedAt));
      if (query.status === 'closed') where.push(isNotNull(tillSessions.closedAt));
      if (day) {
        where.push(gte(tillSessions.openedAt, day.from), lt(tillSessions.openedAt, day.to));
      }
      const condition = where.length ? and(...where) : undefined;
      const column = {
        openedAt: tillSessions.openedAt,
        number: tillSessions.number,
        variance: tillSessions.varianceCents,
      }[query.sortBy];
      const order =
        query.sortOrder === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
      const rows = await named()
        .where(condition)
        .orderBy(order, desc(tillSessions.number))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(tillSessions)
        .where(condition);
      return { rows, total: Number(count?.total ?? 0) };
    },

    /** Every session opened in a window, oldest first (a business day's Z report). */
    async openedBetween(from: Date, to: Date) {
      return named()
        .where(and(gte(tillSessions.openedAt, from), lt(tillSessions.openedAt, to)))
        .orderBy(asc(tillSessions.openedAt), asc(tillSessions.number));
    },

    /** Cash payments − cash refunds that moved in a window: the one revenue definition, cash only. */
    async revenueCashBetween(from: Date, to: Date): Promise<number> {
      const [row] = rowsOf<{ cents: string | number | null }>(
        await db.execute(sql`
          select coalesce(sum(received.cents), 0)::bigint as cents
          from ${moneyReceived({ from: sql`${from.toISOString()}::timestamptz`, to: sql`${to.toISOString()}::timestamptz` })} as received
          where received.method = 'cash'`),
      );
      return Number(row?.cents ?? 0);
    },

    /** Cash payments − cash refunds recorded in till sessions, by when each moved, in a window. */
    async sessionCashBetween(from: Date, to: Date): Promise<number> {
      const [row] = rowsOf<{ cents: string | number | null }>(
        await db.execute(sql`
          select (
            (select coalesce(sum(amount_cents), 0) from ${payments}
              where till_session_id is not null and status = 'completed'
                and processed_at >= ${from.toISOString()}::timestamptz
                and processed_at < ${to.toISOString()}::timestamptz)
            - (select coalesce(sum(amount_cents), 0) from ${refunds}
              where till_session_id is not null
                and refunded_at >= ${from.toISOString()}::timestamptz
                and refunded_at < ${to.toISOString()}::timestamptz)
          )::bigint as cents`),
      );
      return Number(row?.cents ?? 0);
    },
  };
}

export type TillRepository = ReturnType<typeof createTillRepository>;
export type NamedTillSession = NonNullable<Awaited<ReturnType<TillRepository['namedById']>>>;

/** Whether a closed till counted any of the order's money (decision 029): see `orderInClosedTill` above. */
export function orderInClosedTill(db: Executor, orderId: string): Promise<boolean> {
  return createTillRepository(db).orderInClosedTill(orderId);
}
