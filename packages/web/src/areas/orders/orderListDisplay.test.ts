import type { OrderSummary } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { orderServiceLabels } from './orderListDisplay';

const delivered = (deliveryDistance: number) =>
  ({
    pickupRequired: false,
    deliveryRequired: true,
    deliveryCharges: 0,
    deliveryDistance,
    isExpressService: false,
  }) as OrderSummary;

describe('orderServiceLabels', () => {
  it('tags a free delivery only above 0 km and within 40 km', () => {
    expect(orderServiceLabels(delivered(0))).toEqual(['Delivery']);
    expect(orderServiceLabels(delivered(12.5))).toEqual(['Delivery (FREE)']);
    expect(orderServiceLabels(delivered(41))).toEqual(['Delivery']);
  });
});
