import type { Readable } from 'node:stream';
import {
  type CloseTillInput,
  type CurrentTill,
  calendarDate,
  cashOutRefusal,
  centsToRupees,
  countTotal,
  dayPeriod,
  drawerMessages,
  expectedCash,
  hasPermission,
  type OpenTillInput,
  pageInfo,
  permissionsForRole,
  rupeesToCents,
  TILL_AMOUNT_MAX,
  type TillAdjustmentInput,
  type TillDayReport,
  type TillMovementInput,
  type TillReport,
  type TillSessionListQuery,
  tillMessages,
  tillVariance,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { withUniqueConflicts } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { ForbiddenError, NotFoundError, RuleViolation } from '../../errors';
import { streamWorkbook } from '../../http/workbook';
import { type AuditActor, recordAudit } from '../audit';
import { createTillRepository, type NamedTillSession } from './repository';
import { tillDaySheet } from './sheet';
import { toTillFigures, toTillMovement, toTillSession } from './to-till';

/** Who calls: the audit's actor, and whether they may manage other cashiers' tills. */
export interface TillActor extends AuditActor {
  id: string;
  canManage: boolean;
}

/**
 * The signed-in user as the till sees them: whether the permission map (the one the client uses)
 * lets them manage other cashiers' tills.
 */
export function tillActorOf(user: Pick<UserRow, 'id' | 'name' | 'role'>): TillActor {
  const subject = { role: user.role, permissions: permissionsForRole(user.role) };
  return { id: user.id, name: user.name, canManage: hasPermission(subject, 'till', 'manage') };
}

const rupees = centsToRupees;

/** Refuses taking `takingCents` out of a session whose drawer is expected to hold less. */
async function refuseShortDrawer(
  tx: Executor,
  session: { id: string; floatCents: number },
  takingCents: number,
) {
  const cash = await createTillRepository(tx).cashOf(session.id);
  const { expectedCents } = expectedCash({ floatCents: session.floatCents, ...cash });
  const refusal = cashOutRefusal(expectedCents, takingCents);
  if (refusal) throw new RuleViolation(refusal, 'amount');
}

/**
 * The till (issue 23, docs/decisions/023-till-sessions.md): one session per cashier, opened with
 * a float, cash out as paid-outs and drops, the X report at any time and the Z close once. Every
 * write runs in one transaction with the session row locked and writes its audit row.
 */
export function createTillService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  /** A session the caller may see: their own, or anyone's with the manage right. */
  async function visible(tx: Executor, id: string, actor: TillActor) {
    const found = await createTillRepository(tx).namedById(id);
    if (!found) throw new NotFoundError(tillMessages.notFound);
    if (found.session.openedBy !== actor.id && !actor.canManage) {
      throw new ForbiddenError(tillMessages.notYours);
    }
    return found;
  }

  /** The session's figures from its rows, through the domain's one expected-cash rule. */
  async function figuresOf(tx: Executor, found: NamedTillSession) {
    const cash = await createTillRepository(tx).cashOf(found.session.id);
    return expectedCash({ floatCents: found.session.floatCents, ...cash });
  }

  async function reportOf(tx: Executor, found: NamedTillSession): Promise<TillReport> {
    const till = createTillRepository(tx);
    const figures = await figuresOf(tx, found);
    const transfers = await till.bankTransfersOf(
      found.session.openedBy,
      found.session.openedAt,
      found.session.closedAt,
    );
    const movements = await till.movementsOf(found.session.id);
    return {
      session: toTillSession(found),
      figures: toTillFigures(figures),
      movements: movements.map(toTillMovement),
      bankTransfers: {
        total: rupees(transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0)),
        items: transfers.map((transfer) => ({
          orderNumber: transfer.orderNumber,
          amount: rupees(transfer.amountCents),
          transactionId: transfer.transactionId,
          at: transfer.at?.toISOString() ?? '',
        })),
      },
    };
  }

  async function named(tx: Executor, id: string) {
    const found = await createTillRepository(tx).namedById(id);
    if (!found) throw new NotFoundError(tillMessages.notFound);
    return found;
  }

  async function openSession(
    tx: Executor,
    actor: AuditActor,
    openedBy: string,
    floatCents: number,
    reopenedFrom: string | null,
    reason?: string,
  ) {
    const now = clock();
    const session = await withUniqueConflicts(
      () => createTillRepository(tx).insert({ openedBy, openedAt: now, floatCents, reopenedFrom }),
      [{ constraint: 'till_sessions_one_open', message: tillMessages.alreadyOpen }],
    );
    await recordAudit(tx, {
      actor,
      entity: 'till',
      entityId: session.id,
      label: `Till ${session.number}`,
      action: reopenedFrom ? 'reopen' : 'open',
      before: null,
      after: {
        float: rupees(floatCents),
        ...(reopenedFrom ? { reopenedFrom } : {}),
        ...(reason ? { reason } : {}),
      },
      at: now,
    });
    return session;
  }

  return {
    /** GET /till/current: the caller's open session with its X report, and the float to carry. */
    async current(actor: TillActor): Promise<CurrentTill> {
      const till = createTillRepository(db);
      const open = await till.openOf(actor.id);
      const last = open ? undefined : await till.lastClosedOf(actor.id);
      return {
        report: open ? await reportOf(db, await named(db, open.id)) : null,
        carryFloat: last ? toTillSession(last).counted : null,
      };
    },

    /** POST /till/sessions: the caller's own till, one at a time. */
    async open(actor: TillActor, input: OpenTillInput) {
      return inTransaction(db, async (tx) => {
        if (await createTillRepository(tx).openOf(actor.id)) {
          throw new RuleViolation(tillMessages.alreadyOpen);
        }
        const session = await openSession(tx, actor, actor.id, rupeesToCents(input.float), null);
        return toTillSession(await named(tx, session.id));
      });
    },

    /** POST /till/sessions/{id}/movements: a paid-out or a drop from the caller's open till. */
    async move(actor: TillActor, id: string, input: TillMovementInput) {
      return inTransaction(db, async (tx) => {
        const till = createTillRepository(tx);
        const session = await till.lockById(id);
        if (!session) throw new NotFoundError(tillMessages.notFound);
        if (session.openedBy !== actor.id) throw new ForbiddenError(tillMessages.notYours);
        if (session.closedAt) throw new RuleViolation(tillMessages.alreadyClosed);
        const now = clock();
        const amountCents = rupeesToCents(input.amount);
        await refuseShortDrawer(tx, session, amountCents);
        const movement = await till.insertMovement({
          sessionId: id,
          kind: input.kind,
          amountCents,
          reason: input.reason,
          createdBy: actor.id,
          at: now,
        });
        await recordAudit(tx, {
          actor,
          entity: 'till',
          entityId: id,
          label: `Till ${session.number}`,
          action: 'cash_out',
          before: null,
          after: {
            kind: input.kind,
            amount: rupees(amountCents),
            reason: input.reason,
            movementId: movement.id,
          },
          at: now,
        });
        return reportOf(tx, await named(tx, id));
      });
    },

    /** GET /till/sessions/{id}/report: the X report (open) or the Z report (closed). */
    async report(actor: TillActor, id: string) {
      return reportOf(db, await visible(db, id, actor));
    },

    /**
     * POST /till/sessions/{id}/close: the count against what is expected, once. The session row is
     * locked first, so a cash payment in flight (holding it shared) is counted before the close,
     * and one that comes after finds no open till.
     */
    async close(actor: TillActor, id: string, input: CloseTillInput) {
      return inTransaction(db, async (tx) => {
        const till = createTillRepository(tx);
        const session = await till.lockById(id);
        if (!session) throw new NotFoundError(tillMessages.notFound);
        if (session.openedBy !== actor.id) throw new ForbiddenError(tillMessages.notYours);
        if (session.closedAt) throw new RuleViolation(tillMessages.alreadyClosed);
        const figures = await figuresOf(tx, await named(tx, id));
        const countedCents = input.denominations
          ? countTotal(input.denominations)
          : rupeesToCents(input.countedTotal ?? 0);
        const varianceCents = tillVariance(countedCents, figures.expectedCents);
        const now = clock();
        await till.close(id, {
          closedAt: now,
          closedBy: actor.id,
          countedCents,
          expectedCents: figures.expectedCents,
          varianceCents,
          denominations: input.denominations
            ? Object.fromEntries(Object.entries(input.denominations).filter(([, n]) => n))
            : null,
          note: input.note || null,
        });
        await recordAudit(tx, {
          actor,
          entity: 'till',
          entityId: id,
          label: `Till ${session.number}`,
          action: 'close',
          before: { status: 'open' },
          after: {
            status: 'closed',
            expected: rupees(figures.expectedCents),
            counted: rupees(countedCents),
            variance: rupees(varianceCents),
            ...(input.note ? { note: input.note } : {}),
          },
          at: now,
        });
        return reportOf(tx, await named(tx, id));
      });
    },

    /** POST /till/sessions/{id}/adjustments (admin): a signed correction, never an edit. */
    async adjust(actor: TillActor, id: string, input: TillAdjustmentInput) {
      return inTransaction(db, async (tx) => {
        const till = createTillRepository(tx);
        const session = await till.lockById(id);
        if (!session) throw new NotFoundError(tillMessages.notFound);
        if (!session.closedAt) throw new RuleViolation(tillMessages.notClosed);
        const before = toTillSession(await named(tx, id));
        const now = clock();
        const amountCents = rupeesToCents(input.amount);
        // The adjusted count is still a count: never below 0, never above what a count may be.
        const countedAfter = rupeesToCents(before.counted ?? 0) + amountCents;
        if (countedAfter < 0) throw new RuleViolation(drawerMessages.countBelowZero, 'amount');
        if (countedAfter > rupeesToCents(TILL_AMOUNT_MAX)) {
          throw new RuleViolation(drawerMessages.countAboveMax, 'amount');
        }
        await till.insertMovement({
          sessionId: id,
          kind: 'adjustment',
          amountCents,
          reason: input.reason,
          createdBy: actor.id,
          at: now,
        });
        const after = toTillSession(await named(tx, id));
        await recordAudit(tx, {
          actor,
          entity: 'till',
          entityId: id,
          label: `Till ${session.number}`,
          action: 'adjust',
          before: { counted: before.counted, variance: before.variance },
          after: {
            counted: after.counted,
            variance: after.variance,
            adjustment: rupees(amountCents),
            reason: input.reason,
          },
          at: now,
        });
        return reportOf(tx, await named(tx, id));
      });
    },

    /**
     * POST /till/sessions/{id}/reopen (admin): the close stays as it was; a new session for the
     * same cashier starts from what it counted, so they can go on taking cash.
     */
    async reopen(actor: TillActor, id: string, reason?: string) {
      return inTransaction(db, async (tx) => {
        const till = createTillRepository(tx);
        const session = await till.lockById(id);
        if (!session) throw new NotFoundError(tillMessages.notFound);
        if (!session.closedAt) throw new RuleViolation(tillMessages.notClosed);
        if (await till.openOf(session.openedBy)) throw new RuleViolation(tillMessages.alreadyOpen);
        // Its cash goes on in one session only: the cashier's latest close, reopened once (a
        // reopened close is no longer the latest: the session it started closes after it).
        const latest = await till.lastClosedOf(session.openedBy);
        if (latest?.session.id !== id) throw new RuleViolation(drawerMessages.notLatest);
        const carried = toTillSession(await named(tx, id)).counted ?? 0;
        const reopened = await openSession(
          tx,
          actor,
          session.openedBy,
          rupeesToCents(carried),
          session.id,
          reason,
        );
        return toTillSession(await named(tx, reopened.id));
      });
    },

    /** GET /till/sessions: the caller's own sessions, or everyone's with the manage right. */
    async list(actor: TillActor, query: TillSessionListQuery) {
      const scoped = actor.canManage ? query : { ...query, cashierId: actor.id };
      const day = scoped.date ? dayPeriod(scoped.date, timeZone) : null;
      const { rows, total } = await createTillRepository(db).list(
        scoped,
        day ? { from: day.start, to: day.end } : null,
      );
      return {
        sessions: rows.map(toTillSession),
        pagination: { ...pageInfo(query.page, query.limit, total), totalSessions: total },
      };
    },

    /**
     * GET /till/z-report?date=: every session opened that business day, their totals, and the
     * revenue report's cash for the day, which Σ sessions' cash payments − refunds must equal.
     */
    /** GET /till/z-report/export: a business day's closes as an .xlsx workbook, with its name. */
    async dayWorkbook(date: string): Promise<{ fileName: string; stream: Readable }> {
      const report = await this.dayReport(date);
      return {
        fileName: `till-closes-${date}.xlsx`,
        stream: streamWorkbook(tillDaySheet(date), report.sessions),
      };
    },

    async dayReport(date: string): Promise<TillDayReport> {
      const { start, end } = dayPeriod(date, timeZone);
      const till = createTillRepository(db);
      const found = await till.openedBetween(start, end);
      const sessions = [];
      const totals = {
        floatCents: 0,
        cashPaymentsCents: 0,
        cashRefundsCents: 0,
        paidOutsCents: 0,
        dropsCents: 0,
        countedCents: 0,
        varianceCents: 0,
        bankCents: 0,
      };
      // A reopened close's cash goes on in the session reopened from it (issue 38): when both are
      // in the day, its float was the close's count, not new cash, and only the last count holds.
      const ids = new Set(found.map((one) => one.session.id));
      const reopened = new Set(found.map((one) => one.session.reopenedFrom));
      for (const one of found) {
        const report = await reportOf(db, one);
        const figures = await figuresOf(db, one);
        const carriedIn = one.session.reopenedFrom !== null && ids.has(one.session.reopenedFrom);
        const carriedOut = reopened.has(one.session.id);
        if (!carriedIn) totals.floatCents += figures.floatCents;
        totals.cashPaymentsCents += figures.cashPaymentsCents;
        totals.cashRefundsCents += figures.cashRefundsCents;
        totals.paidOutsCents += figures.paidOutsCents;
        totals.dropsCents += figures.dropsCents;
        if (!carriedOut) totals.countedCents += rupeesToCents(report.session.counted ?? 0);
        totals.varianceCents += rupeesToCents(report.session.variance ?? 0);
        totals.bankCents += rupeesToCents(report.bankTransfers.total);
        sessions.push({ session: report.session, figures: report.figures });
      }
      const { countedCents, varianceCents, bankCents, ...cash } = totals;
      return {
        date,
        sessions,
        totals: {
          ...toTillFigures(expectedCash(cash)),
          counted: rupees(countedCents),
          variance: rupees(varianceCents),
          bankTransfers: rupees(bankCents),
        },
        revenueCash: rupees(await till.revenueCashBetween(start, end)),
      };
    },

    /** Today's business day, for the dashboard and the CLI's default. */
    today(): string {
      return calendarDate(clock(), timeZone);
    },
  };
}

export type TillService = ReturnType<typeof createTillService>;

/**
 * The hook of a cash payment or cash refund (issue 23): the id of the caller's open till session,
 * its row locked shared inside the caller's transaction, so the cash lands in exactly that
 * session and a close waits for it. No open till: a 409 the counter shows with "Open till".
 */
export async function cashTillSessionOf(tx: Executor, userId: string | null): Promise<string> {
  const session = userId ? await createTillRepository(tx).openOf(userId, 'share') : undefined;
  if (!session) throw new RuleViolation(tillMessages.notOpen);
  return session.id;
}
