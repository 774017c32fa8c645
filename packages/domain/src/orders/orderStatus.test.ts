import { describe, expect, it } from 'vitest';
import {
  countsTowardsCustomerTotals,
  initialOrderStatus,
  isOrderStatus,
  normalizeOrderStatus,
  ORDER_STATUS_ALIASES,
  orderProgress,
  orderStatusBucket,
  orderStatuses,
  orderStatusLabel,
  orderStatusTone,
  statusesInBucket,
} from './orderStatus';

describe('the order status vocabulary', () => {
  it('labels every status of spec part 2 §4', () => {
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      'Ready for Pickup',
      'Items Received',
      'Washing',
      'Drying',
      'Ironing',
      'Dry Cleaning',
      'Folding',
      'Services Complete',
      'Ready for Delivery',
      'Cancelled',
    ]);
    expect(orderStatusLabel('mystery')).toBe('Unknown');
    expect(orderStatusLabel(undefined)).toBe('Unknown');
  });

  it('maps every value of the progress map and the dashboard onto a canonical status', () => {
    const progressMap = [
      'pending',
      'confirmed',
      'washing',
      'drying',
      'ironing',
      'dry_cleaning',
      'folding',
      'quality_check',
      'ready_for_pickup',
      'out_for_delivery',
      'delivered',
      'completed',
      'cancelled',
      'on_hold',
    ];
    const dashboard = ['received', 'washing', 'drying', 'ready_for_pickup', 'delivered'];
    for (const value of [...progressMap, ...dashboard]) {
      expect(isOrderStatus(normalizeOrderStatus(value)), value).toBe(true);
    }
    expect(normalizeOrderStatus('ready_for_pickup')).toBe('complete');
    expect(normalizeOrderStatus('delivered')).toBe('deliver');
    expect(normalizeOrderStatus('pending')).toBe('pickup');
    expect(normalizeOrderStatus('washing')).toBe('washing');
    expect(normalizeOrderStatus('')).toBeNull();
    expect(normalizeOrderStatus(null)).toBeNull();
    expect(normalizeOrderStatus('toString')).toBeNull();
    expect(Object.keys(ORDER_STATUS_ALIASES)).not.toContain('received');
  });

  it('gives the progress percentages of the spec', () => {
    const at = (status: string) => orderProgress({ status, orderPhase: 'processing' });
    expect(orderStatuses.map(at)).toEqual([5, 15, 25, 35, 45, 55, 65, 85, 90, 0]);
    // Ready for Delivery is not delivered: 90, never 100 (issue 21).
    expect(
      orderProgress({ status: 'deliver', orderPhase: 'completed', deliveryRequired: true }),
    ).toBe(90);
    expect(orderProgress({ status: 'complete', orderPhase: 'completed' })).toBe(100);
    // Only Services Complete finishes an order collected at the counter.
    expect(orderProgress({ status: 'deliver', orderPhase: 'completed' })).toBe(90);
    expect(
      orderProgress({ status: 'complete', orderPhase: 'completed', deliveryRequired: true }),
    ).toBe(85);
    expect(orderProgress({ status: 'cancelled', orderPhase: 'completed' })).toBe(0);
    expect(orderProgress({ status: 'nonsense' })).toBe(0);
    expect(orderProgress({ status: 'pickup' })).toBe(5);
  });

  it('puts every status in one report bucket with its colour', () => {
    expect(orderStatuses.map(orderStatusBucket)).toEqual([
      'pending',
      'pending',
      'processing',
      'processing',
      'processing',
      'processing',
      'processing',
      'ready',
      'delivered',
      'cancelled',
    ]);
    expect(orderStatusBucket('lost')).toBe('other');
    expect(orderStatusTone('pickup')).toBe('amber');
    expect(orderStatusTone('ironing')).toBe('blue');
    expect(orderStatusTone('complete')).toBe('purple');
    expect(orderStatusTone('delivered')).toBe('green');
    expect(orderStatusTone('cancelled')).toBe('red');
    expect(orderStatusTone('lost')).toBe('grey');
    expect(statusesInBucket('pending')).toEqual(['pickup', 'received']);
    expect(statusesInBucket('ready')).toEqual(['complete']);
    expect(statusesInBucket('other')).toEqual([]);
  });

  it('counts every order but a cancelled one towards customer totals', () => {
    for (const status of orderStatuses) {
      expect(countsTowardsCustomerTotals(status), status).toBe(status !== 'cancelled');
    }
  });

  it('starts an order at pickup when the shop collects, else received', () => {
    expect(initialOrderStatus({ pickupRequired: true })).toBe('pickup');
    expect(initialOrderStatus({ pickupRequired: false })).toBe('received');
  });
});
