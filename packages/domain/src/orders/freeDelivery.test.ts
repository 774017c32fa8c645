import { describe, expect, it } from 'vitest';
import { isFreeDelivery } from './freeDelivery';

describe('isFreeDelivery', () => {
  const free = (deliveryDistance: number, deliveryCharges = 0, deliveryRequired = true) =>
    isFreeDelivery({ deliveryRequired, deliveryCharges, deliveryDistance });

  it('tags a delivery with no charge above 0 and at most 40 km', () => {
    expect(free(0)).toBe(false);
    expect(free(0.01)).toBe(true);
    expect(free(40)).toBe(true);
    expect(free(40.01)).toBe(false);
  });

  it('never tags a charged delivery or no delivery', () => {
    expect(free(5, 200)).toBe(false);
    expect(free(5, 0, false)).toBe(false);
  });
});
