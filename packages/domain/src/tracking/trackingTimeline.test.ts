import { describe, expect, it } from 'vitest';
import { trackingTimeline } from './trackingTimeline';

const taken = '2026-03-02T04:00:00.000Z';
const order = {
  status: 'received',
  createdAt: taken,
  pickupRequired: false,
  deliveryRequired: false,
};

describe('trackingTimeline', () => {
  it('shows a new order received, the rest to come', () => {
    expect(trackingTimeline(order, [])).toEqual([
      { key: 'received', label: 'Received at the shop', at: taken, state: 'current' },
      { key: 'cleaning', label: 'Being cleaned', at: null, state: 'upcoming' },
      { key: 'ready', label: 'Ready', at: null, state: 'upcoming' },
      { key: 'collected', label: 'Collected', at: null, state: 'upcoming' },
    ]);
  });

  it('dates each step by the first move into it', () => {
    const moves = [
      { to: 'washing', at: '2026-03-02T05:00:00.000Z' },
      { to: 'drying', at: '2026-03-02T06:00:00.000Z' },
      { to: 'complete', at: '2026-03-02T09:00:00.000Z' },
    ];
    expect(trackingTimeline({ ...order, status: 'complete' }, moves)).toEqual([
      { key: 'received', label: 'Received at the shop', at: taken, state: 'done' },
      { key: 'cleaning', label: 'Being cleaned', at: '2026-03-02T05:00:00.000Z', state: 'done' },
      { key: 'ready', label: 'Ready', at: '2026-03-02T09:00:00.000Z', state: 'current' },
      { key: 'collected', label: 'Collected', at: null, state: 'upcoming' },
    ]);
  });

  it('shows every step done once the bag is collected or delivered', () => {
    const collected = trackingTimeline({ ...order, status: 'collected' }, [
      { to: 'complete', at: '2026-03-02T09:00:00.000Z' },
      { to: 'collected', at: '2026-03-03T10:00:00.000Z' },
    ]);
    expect(collected.map((s) => [s.key, s.state, s.at])).toEqual([
      ['received', 'done', taken],
      ['cleaning', 'done', null],
      ['ready', 'done', '2026-03-02T09:00:00.000Z'],
      ['collected', 'done', '2026-03-03T10:00:00.000Z'],
    ]);
    const delivered = trackingTimeline({ ...order, status: 'delivered', deliveryRequired: true }, [
      { to: 'delivered', at: '2026-03-03T10:00:00.000Z' },
    ]);
    expect(delivered.map((s) => [s.key, s.state])).toEqual([
      ['received', 'done'],
      ['cleaning', 'done'],
      ['ready', 'done'],
      ['delivery', 'done'],
      ['delivered', 'done'],
    ]);
  });

  it('adds pickup and delivery when the shop collects and delivers', () => {
    const steps = trackingTimeline(
      { ...order, status: 'pickup', pickupRequired: true, deliveryRequired: true },
      [],
    );
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['pickup', 'current'],
      ['received', 'upcoming'],
      ['cleaning', 'upcoming'],
      ['ready', 'upcoming'],
      ['delivery', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
  });

  it('ends a cancelled order at Cancelled, after the steps it went through', () => {
    const steps = trackingTimeline({ ...order, status: 'cancelled' }, [
      { to: 'cancelled', at: '2026-03-02T05:00:00.000Z' },
    ]);
    expect(steps).toEqual([
      { key: 'received', label: 'Received at the shop', at: taken, state: 'done' },
      { key: 'cancelled', label: 'Cancelled', at: '2026-03-02T05:00:00.000Z', state: 'current' },
    ]);
  });
});
