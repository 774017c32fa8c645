import { describe, expect, it } from 'vitest';
import { orderPayloadSchema } from './orderPayload';
import { orderScheduleIssues } from './orderSchedule';

const now = new Date('2026-03-02T04:30:00.000Z');
const readyAt = new Date('2026-03-03T04:00:00.000Z');
const both = { pickupRequired: true, deliveryRequired: true };

describe('pickup and delivery dates', () => {
  it('accepts a pickup now and a delivery after the ready time', () => {
    expect(
      orderScheduleIssues(
        { ...both, pickupDate: '2026-03-02T05:00:00.000Z', deliveryDate: '2026-03-03T10:00:00Z' },
        { now, readyAt },
      ),
    ).toEqual([]);
  });

  it('refuses a date in the past, unless the order already had it', () => {
    const past = { ...both, pickupDate: '2026-03-01T05:00:00.000Z' };
    expect(orderScheduleIssues(past, { now, readyAt })).toEqual([
      { field: 'pickupDate', message: 'Pickup date cannot be in the past' },
    ]);
    expect(
      orderScheduleIssues(past, { now, readyAt, kept: { pickupDate: '2026-03-01T05:00:00Z' } }),
    ).toEqual([]);
  });

  it('allows a few minutes of a slow save', () => {
    const justNow = { ...both, pickupDate: '2026-03-02T04:20:00.000Z' };
    expect(orderScheduleIssues(justNow, { now, readyAt })).toEqual([]);
  });

  it('refuses a date more than 60 days ahead', () => {
    expect(
      orderScheduleIssues({ ...both, deliveryDate: '2026-05-02T04:31:00.000Z' }, { now, readyAt }),
    ).toEqual([{ field: 'deliveryDate', message: 'Delivery date must be within 60 days' }]);
  });

  it('puts the delivery after the pickup and not before the order is ready', () => {
    expect(
      orderScheduleIssues(
        { ...both, pickupDate: '2026-03-05T05:00:00Z', deliveryDate: '2026-03-04T05:00:00Z' },
        { now, readyAt },
      ),
    ).toEqual([{ field: 'deliveryDate', message: 'Delivery date must be after the pickup date' }]);
    expect(
      orderScheduleIssues({ ...both, deliveryDate: '2026-03-03T03:59:00Z' }, { now, readyAt }),
    ).toEqual([
      { field: 'deliveryDate', message: 'Delivery date cannot be before the order is ready' },
    ]);
  });

  it('ignores the date of a leg that is not required', () => {
    expect(
      orderScheduleIssues(
        { pickupRequired: false, pickupDate: '2020-01-01T00:00:00Z', deliveryRequired: false },
        { now, readyAt },
      ),
    ).toEqual([]);
  });

  it('takes only ISO instants with an offset and real days in the payload', () => {
    const base = { customerId: 'c', items: [{ serviceId: 's' }] };
    const message = (pickupDate: unknown) =>
      orderPayloadSchema.safeParse({ ...base, pickupDate }).error?.issues[0]?.message;
    expect(message('2026-03-02T10:00:00+05:30')).toBeUndefined();
    expect(message(null)).toBeUndefined();
    expect(message('02/03/2026')).toBe('Pickup date must be a date and time');
    expect(message('2026-02-30T10:00:00Z')).toBe('Pickup date must be a date and time');
    expect(message('2026-03-02T10:00:00')).toBe('Pickup date must be a date and time');
    expect(message('x'.repeat(5000))).toBe('Pickup date must be a date and time');
    expect(message(42)).toBe('Pickup date must be a date and time');
  });
});
