import { describe, expect, it } from 'vitest';
import {
  countsTowardsCustomerTotals,
  initialOrderStatus,
  isHandedOver,
  isOrderStatus,
  normalizeOrderStatus,
  ORDER_STATUS_ALIASES,
  orderProgress,
  orderStatusBucket,
  orderStatuses,
  orderStatusLabel,
  orderStatusTone,
  receiptStatusLabel,
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
      'Collected',
      'Ready for Delivery',
      'Delivered',
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
    expect(normalizeOrderStatus('delivered')).toBe('delivered');
    expect(normalizeOrderStatus('out_for_delivery')).toBe('deliver');
    expect(normalizeOrderStatus('completed')).toBe('collected');
    expect(normalizeOrderStatus('pending')).toBe('pickup');
    expect(normalizeOrderStatus('washing')).toBe('washing');
    expect(normalizeOrderStatus('')).toBeNull();
    expect(normalizeOrderStatus(null)).toBeNull();
    expect(normalizeOrderStatus('toString')).toBeNull();
    expect(Object.keys(ORDER_STATUS_ALIASES)).not.toContain('received');
  });

  it('gives the progress percentages of the spec, 100 only once the order has left the shop', () => {
    const at = (status: string) => orderProgress({ status });
    expect(orderStatuses.map(at)).toEqual([5, 15, 25, 35, 45, 55, 65, 85, 100, 90, 100, 0]);
    // A bag on the shelf is not finished (issue 26: 'Ready 85 forever' until it is collected).
    expect(orderProgress({ status: 'complete' })).toBe(85);
    expect(orderProgress({ status: 'nonsense' })).toBe(0);
  });

  it('knows which statuses mean the order has left the shop', () => {
    expect(orderStatuses.filter(isHandedOver)).toEqual(['collected', 'delivered']);
    expect(isHandedOver('completed')).toBe(true);
    expect(isHandedOver('deliver')).toBe(false);
  });

  it('prints a pickup order on the receipt in words a customer cannot misread', () => {
    expect(receiptStatusLabel({ status: 'pickup', itemsConfirmed: false })).toBe(
      'Pickup Scheduled',
    );
    // The shop has counted the clothes: never 'Ready for Pickup' (issue 26, point 1).
    expect(receiptStatusLabel({ status: 'pickup', itemsConfirmed: true })).toBe('Items Received');
    expect(receiptStatusLabel({ status: 'complete' })).toBe('Services Complete');
    expect(receiptStatusLabel({ status: 'collected' })).toBe('Collected');
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
      'ready',
      'delivered',
      'cancelled',
    ]);
    // Ready for Delivery is still in the shop: the report no longer counts it delivered.
    expect(orderStatusBucket('deliver')).toBe('ready');
    expect(orderStatusBucket('lost')).toBe('other');
    expect(orderStatusTone('pickup')).toBe('amber');
    expect(orderStatusTone('ironing')).toBe('blue');
    expect(orderStatusTone('complete')).toBe('purple');
    expect(orderStatusTone('delivered')).toBe('green');
    expect(orderStatusTone('cancelled')).toBe('red');
    expect(orderStatusTone('lost')).toBe('grey');
    expect(statusesInBucket('pending')).toEqual(['pickup', 'received']);
    expect(statusesInBucket('ready')).toEqual(['complete', 'deliver']);
    expect(statusesInBucket('delivered')).toEqual(['collected', 'delivered']);
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
