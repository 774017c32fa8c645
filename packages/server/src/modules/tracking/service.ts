import { randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  balanceDueCents,
  centsToRupees,
  expectedReadyDay,
  type OrderTracking,
  orderMessages,
  orderStatusLabel,
  type PublicTracking,
  type TrackingLookup,
  trackingMessages,
  trackingTimeline,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { NotFoundError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { orderStatusHistory } from '../orders';
import { createTrackingRepository, type TrackedOrderRow } from './repository';

/**
 * Every miss takes at least this long, so that a wrong phone for an existing order and an order
 * number that does not exist cannot be told apart by the time they take (a hit is not padded:
 * its answer already says the order exists).
 */
export const MISS_FLOOR_MS = 250;

interface TrackingDeps {
  db: Database;
  config: Pick<Config, 'business'>;
  clock: Clock;
  /** Tests shorten it; the rule is the same. */
  missFloorMs?: number;
}

/** 128 random bits as 32 hex characters: the same shape as the column's default. */
export function newTrackingToken(): string {
  return randomBytes(16).toString('hex');
}

/** The last four digits of a phone number as stored ('077 123 4567' → '4567'). */
function lastFour(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4).padStart(4, '#');
}

/** Compares in a time that does not depend on where the digits differ. */
function sameDigits(a: string, b: string): boolean {
  const left = Buffer.from(a.padEnd(4, '#').slice(0, 4));
  const right = Buffer.from(b.padEnd(4, '#').slice(0, 4));
  return timingSafeEqual(left, right);
}

/**
 * Public order tracking (issue 25): by order number and the phone's last four digits, or by the
 * order's random token; and, for staff, the token and its revocation. The public answer holds
 * only the status timeline, the expected ready date, the balance due and the shop's contact.
 */
export function createTrackingService({
  db,
  config,
  clock,
  missFloorMs = MISS_FLOOR_MS,
}: TrackingDeps) {
  const repository = createTrackingRepository(db);
  const { business } = config;

  async function answer(order: TrackedOrderRow): Promise<PublicTracking> {
    const moves = await orderStatusHistory(db, order.id);
    return {
      orderNumber: order.orderNumber,
      status: order.status as PublicTracking['status'],
      statusLabel: orderStatusLabel(order.status),
      isExpress: order.isExpressService,
      timeline: trackingTimeline(
        {
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          pickupRequired: order.pickupRequired,
          deliveryRequired: order.deliveryRequired,
        },
        moves,
      ),
      // The ready time stored with the order (decision 031), as its business day.
      expectedReadyDate: expectedReadyDay(
        { status: order.status, expectedReadyDate: order.expectedReadyDate },
        business.timeZone,
      ),
      balanceDue: centsToRupees(
        balanceDueCents({
          status: order.status,
          totalCents: order.totalAmountCents,
          paidCents: order.paidAmountCents,
        }),
      ),
      shop: { name: business.name, phone: business.phone, email: business.email },
    };
  }

  /** One answer for every miss, no sooner than the floor. */
  async function miss(startedAt: number): Promise<never> {
    const left = startedAt + missFloorMs - performance.now();
    if (left > 0) await sleep(left);
    throw new NotFoundError(trackingMessages.notFound);
  }

  return {
    async byPhone(lookup: TrackingLookup): Promise<PublicTracking> {
      const startedAt = performance.now();
      const order = await repository.byOrderNumber(lookup.orderNumber);
      // Compared even when there is no order, so both misses do the same work.
      const matches = sameDigits(lastFour(order?.phoneNumber ?? ''), lookup.phoneLast4);
      if (!order || !matches) return miss(startedAt);
      return answer(order);
    },

    async byToken(token: string): Promise<PublicTracking> {
      const startedAt = performance.now();
      const order = await repository.byToken(token);
      if (!order) return miss(startedAt);
      return answer(order);
    },

    /** The order's current token, for the receipt's QR (staff). */
    async tokenOf(orderId: string): Promise<OrderTracking> {
      const row = await repository.tokenOf(orderId);
      if (!row) throw new NotFoundError(orderMessages.notFound);
      return { token: row.token };
    },

    /** A new token: the printed and mailed links stop working. Audited, without the tokens. */
    async revoke(actor: AuditActor, orderId: string): Promise<OrderTracking> {
      return inTransaction(db, async (tx) => {
        const orders = createTrackingRepository(tx);
        const row = await orders.tokenOf(orderId);
        if (!row) throw new NotFoundError(orderMessages.notFound);
        const token = newTrackingToken();
        await orders.replaceToken(orderId, token);
        await recordAudit(tx, {
          actor,
          entity: 'order',
          entityId: orderId,
          label: row.orderNumber,
          action: 'update',
          before: { trackingLink: 'previous link' },
          after: { trackingLink: 'new link (previous revoked)' },
          at: clock(),
        });
        return { token };
      });
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
