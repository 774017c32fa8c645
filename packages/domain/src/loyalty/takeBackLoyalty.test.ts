import { describe, expect, it } from 'vitest';
import { takeBackReason } from './takeBackLoyalty';

describe('takeBackReason', () => {
  it('names the order and why its points went back', () => {
    expect(takeBackReason('ORD-001042', 'refunded')).toBe('Order ORD-001042 refunded in full');
    expect(takeBackReason('ORD-001042', 'cancelled')).toBe('Order ORD-001042 cancelled');
  });
});
