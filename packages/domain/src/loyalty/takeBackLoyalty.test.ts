import { describe, expect, it } from 'vitest';
import { pointsToTakeBack, takeBackReason } from './takeBackLoyalty';

describe('pointsToTakeBack', () => {
  it('takes back what the order earned', () => {
    expect(pointsToTakeBack(40, 12)).toBe(12);
  });

  it('never takes more than the customer still has', () => {
    expect(pointsToTakeBack(5, 12)).toBe(5);
  });

  it('takes nothing from an order that earned nothing', () => {
    expect(pointsToTakeBack(40, null)).toBe(0);
    expect(pointsToTakeBack(40, 0)).toBe(0);
  });

  it('names the order in the reason', () => {
    expect(takeBackReason('001042')).toBe('Order 001042 refunded in full');
  });
});
