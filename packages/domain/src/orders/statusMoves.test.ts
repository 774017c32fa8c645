import { describe, expect, it } from 'vitest';
import {
  allowedStatuses,
  canConfirmItems,
  canMoveToStatus,
  messageEventOfMove,
  needsItemConfirmation,
  nextStatus,
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
      'collected',
      'cancelled',
    ]);
    expect(offeredStatuses(order({ pickupRequired: true, deliveryRequired: true }))).toEqual([
      'pickup',
      'received',
      'washing',
      'drying',
      'complete',
      'deliver',
      'delivered',
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
      'collected',
      'cancelled',
    ]);
    expect(offeredStatuses(order({ items: [{ serviceName: 'Tumble dry' }] }))).toContain('drying');
  });

  it('guesses from each name only the operations it names', () => {
    const operations = (serviceName: string) =>
      offeredStatuses(order({ items: [{ serviceName }] })).filter(
        (status) => !['received', 'complete', 'collected', 'cancelled'].includes(status),
      );
    expect(operations('Wash & Fold')).toEqual(['washing', 'folding']);
    expect(operations('Tumble Dry')).toEqual(['drying']);
    expect(operations('Ironing')).toEqual(['ironing']);
    // 'Dry' in 'dry clean', however it is written, is dry cleaning and not drying.
    expect(operations('Dry Cleaning')).toEqual(['dry_cleaning']);
    expect(operations('Dryclean')).toEqual(['dry_cleaning']);
    expect(operations('Dry  clean suits')).toEqual(['dry_cleaning']);
    expect(operations('Express')).toEqual([]);
  });

  it("takes a service's own operations over its name, and only those it knows", () => {
    const items = [{ serviceName: 'Wash & Dry', service: { statuses: ['iron', 'starch'] } }];
    expect(offeredStatuses(order({ items }))).toEqual([
      'received',
      'ironing',
      'complete',
      'collected',
      'cancelled',
    ]);
  });

  it('offers pickup and deliver each on its own', () => {
    const pickupOnly = offeredStatuses(order({ pickupRequired: true }));
    expect(pickupOnly).toContain('pickup');
    expect(pickupOnly).not.toContain('deliver');
    const deliveryOnly = offeredStatuses(order({ deliveryRequired: true }));
    expect(deliveryOnly).toContain('deliver');
    expect(deliveryOnly).not.toContain('pickup');
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
    expect(allowedStatuses({ ...o, status: 'deliver' })).toEqual([
      'deliver',
      'delivered',
      'cancelled',
    ]);
    expect(allowedStatuses({ ...o, status: 'delivered' })).toEqual(['delivered']);
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

  it('lets an order of an unknown status start from the first offered step', () => {
    const unknown = order({ pickupRequired: true, status: 'lost' });
    expect(allowedStatuses(unknown)).toEqual(['pickup', 'received', 'cancelled']);
  });

  it('names the one next step, and none once the order is handed over or cancelled', () => {
    expect(nextStatus(order())).toBe('washing');
    expect(nextStatus(order({ status: 'ironing' }))).toBe('complete');
    expect(nextStatus(order({ status: 'complete' }))).toBe('collected');
    expect(nextStatus(order({ status: 'complete', deliveryRequired: true }))).toBe('deliver');
    expect(nextStatus(order({ status: 'deliver', deliveryRequired: true }))).toBe('delivered');
    expect(nextStatus(order({ status: 'collected' }))).toBeNull();
    expect(nextStatus(order({ status: 'cancelled' }))).toBeNull();
  });

  it('marks the reached steps', () => {
    expect(reachedStatuses(order({ status: 'drying' }))).toEqual(['received', 'washing', 'drying']);
    expect(reachedStatuses(order({ status: 'cancelled' }))).toEqual(['cancelled']);
    expect(reachedStatuses(order({ status: 'lost' }))).toEqual([]);
  });
});

describe('the status update payload', () => {
  it('keeps a trimmed shelf slot, drops an empty one and refuses a long one', () => {
    expect(statusUpdateSchema.parse({ status: 'complete', shelfSlot: ' B3 ' }).shelfSlot).toBe(
      'B3',
    );
    expect(statusUpdateSchema.parse({ status: 'complete', shelfSlot: ' ' }).shelfSlot).toBe(
      undefined,
    );
    expect(
      statusUpdateSchema.safeParse({ status: 'complete', shelfSlot: 'x'.repeat(21) }).success,
    ).toBe(false);
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
    expect(
      needsItemConfirmation({
        ...pickup,
        status: 'received',
        orderPhase: 'draft',
        itemsConfirmed: true,
      }),
    ).toBe(false);
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

describe('messageEventOfMove', () => {
  it('tells a walk-in customer at Services Complete and anyone at Ready for Delivery', () => {
    expect(messageEventOfMove('folding', 'complete', false)).toBe('ready');
    expect(messageEventOfMove('folding', 'complete', true)).toBe(null);
    expect(messageEventOfMove('complete', 'deliver', true)).toBe('out_for_delivery');
    expect(messageEventOfMove('complete', 'complete', false)).toBe(null);
    expect(messageEventOfMove('received', 'washing', false)).toBe(null);
    expect(messageEventOfMove('complete', 'collected', false)).toBe(null);
  });
});
