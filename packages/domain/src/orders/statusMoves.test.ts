import { describe, expect, it } from 'vitest';
import {
  allowedStatuses,
  canConfirmItems,
  canMoveToStatus,
  needsItemConfirmation,
  offeredStatuses,
  reachedStatuses,
  type StatusOrder,
  statusUpdateSchema,
} from './statusMoves';

const washDry = { serviceName: 'Wash & Dry', service: { statuses: ['wash', 'dry'] } };
const order = (overrides: Partial<StatusOrder> = {}): StatusOrder => ({
  status: 'received',
  pickupRequired: false,
  deliveryRequired: false,
  items: [washDry],
  ...overrides,
});

describe('offeredStatuses', () => {
  it('offers pickup only with pickup and deliver only with delivery', () => {
    expect(offeredStatuses(order())).toEqual([
      'received',
      'washing',
      'drying',
      'complete',
      'cancelled',
    ]);
    expect(offeredStatuses(order({ pickupRequired: true, deliveryRequired: true }))).toEqual([
      'pickup',
      'received',
      'washing',
      'drying',
      'complete',
      'deliver',
      'cancelled',
    ]);
  });

  it("reads the services' operations, or guesses them from the name", () => {
    const items = [
      { serviceName: 'Ironing', service: { statuses: [] } },
      { serviceName: 'Dry Cleaning', service: { statuses: [] } },
      { serviceName: 'Fold only' },
    ];
    expect(offeredStatuses(order({ items }))).toEqual([
      'received',
      'ironing',
      'dry_cleaning',
      'folding',
      'complete',
      'cancelled',
    ]);
    expect(offeredStatuses(order({ items: [{ serviceName: 'Tumble dry' }] }))).toContain('drying');
  });
});

describe('allowedStatuses', () => {
  it('allows the current status or up to two later, and cancel', () => {
    const o = order({ pickupRequired: true, deliveryRequired: true, status: 'pickup' });
    expect(allowedStatuses(o)).toEqual(['pickup', 'received', 'washing', 'cancelled']);
    expect(allowedStatuses({ ...o, status: 'complete' })).toEqual([
      'complete',
      'deliver',
      'cancelled',
    ]);
    expect(allowedStatuses({ ...o, status: 'deliver' })).toEqual(['deliver', 'cancelled']);
    expect(canMoveToStatus(o, 'drying')).toBe(false);
    expect(canMoveToStatus(o, 'cancelled')).toBe(true);
  });

  it('offers only cancelled once cancelled', () => {
    expect(allowedStatuses(order({ status: 'cancelled' }))).toEqual(['cancelled']);
    expect(canMoveToStatus(order({ status: 'cancelled' }), 'received')).toBe(false);
  });

  it('moves on from a status the services do not offer', () => {
    expect(allowedStatuses(order({ status: 'ironing' }))).toEqual([
      'ironing',
      'complete',
      'cancelled',
    ]);
  });

  it('marks the reached steps', () => {
    expect(reachedStatuses(order({ status: 'drying' }))).toEqual(['received', 'washing', 'drying']);
  });
});

describe('item confirmation', () => {
  const pickup = order({ pickupRequired: true, status: 'pickup', itemsConfirmed: false });
  it('offers Confirm Items for an unconfirmed pickup order at pickup or received', () => {
    expect(canConfirmItems(pickup)).toBe(true);
    expect(canConfirmItems({ ...pickup, status: 'received' })).toBe(true);
    expect(canConfirmItems({ ...pickup, status: 'washing' })).toBe(false);
    expect(canConfirmItems({ ...pickup, itemsConfirmed: true })).toBe(false);
    expect(canConfirmItems({ ...pickup, pickupRequired: false })).toBe(false);
  });

  it('shows the banner for a received draft', () => {
    expect(needsItemConfirmation({ ...pickup, status: 'received', orderPhase: 'draft' })).toBe(
      true,
    );
    expect(needsItemConfirmation({ ...pickup, status: 'received', orderPhase: null })).toBe(true);
    expect(needsItemConfirmation({ ...pickup, orderPhase: 'draft' })).toBe(false);
    expect(needsItemConfirmation({ ...pickup, status: 'received', orderPhase: 'confirmed' })).toBe(
      false,
    );
  });
});

describe('statusUpdateSchema', () => {
  it('needs a status and trims the notes', () => {
    const missing = statusUpdateSchema.safeParse({ status: '', notes: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Please select a status');
    expect(statusUpdateSchema.parse({ status: 'washing', notes: '  bag 2 ' })).toEqual({
      status: 'washing',
      notes: 'bag 2',
    });
    expect(statusUpdateSchema.parse({ status: 'washing', notes: '  ' }).notes).toBeUndefined();
  });
});
