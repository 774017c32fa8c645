import {
  centsToRupees,
  type TillCashFigures,
  type TillFigures,
  type TillMovementEntry,
  type TillSession,
} from '@laundry/domain';
import type { NamedTillSession, TillRepository } from './repository';

/** A session as the API shows it: rupees, ISO times, who opened and closed it. */
export function toTillSession({
  session,
  openedByName,
  closedByName,
  adjustmentsCents,
}: NamedTillSession): TillSession {
  const adjustments = Number(adjustmentsCents ?? 0);
  const closed = session.closedAt !== null;
  return {
    _id: session.id,
    number: session.number,
    status: closed ? 'closed' : 'open',
    openedBy: { _id: session.openedBy, name: openedByName },
    openedAt: session.openedAt.toISOString(),
    float: centsToRupees(session.floatCents),
    closedBy: closed ? { _id: session.closedBy, name: closedByName ?? 'Deleted account' } : null,
    closedAt: session.closedAt?.toISOString() ?? null,
    // The stored close never changes; what the admin adjusted after it is added on top.
    counted:
      session.countedCents === null ? null : centsToRupees(session.countedCents + adjustments),
    expected: session.expectedCents === null ? null : centsToRupees(session.expectedCents),
    variance:
      session.varianceCents === null ? null : centsToRupees(session.varianceCents + adjustments),
    adjustments: centsToRupees(adjustments),
    denominations: session.denominations ?? null,
    note: session.note,
    reopenedFrom: session.reopenedFrom,
  };
}

export function toTillFigures(figures: TillCashFigures): TillFigures {
  return {
    float: centsToRupees(figures.floatCents),
    cashPayments: centsToRupees(figures.cashPaymentsCents),
    cashRefunds: centsToRupees(figures.cashRefundsCents),
    paidOuts: centsToRupees(figures.paidOutsCents),
    drops: centsToRupees(figures.dropsCents),
    expected: centsToRupees(figures.expectedCents),
  };
}

type MovementRow = Awaited<ReturnType<TillRepository['movementsOf']>>[number];

export function toTillMovement({ movement, by }: MovementRow): TillMovementEntry {
  return {
    _id: movement.id,
    kind: movement.kind,
    amount: centsToRupees(movement.amountCents),
    reason: movement.reason,
    by: by ?? null,
    at: movement.at.toISOString(),
  };
}
