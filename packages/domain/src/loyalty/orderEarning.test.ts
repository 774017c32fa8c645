import { describe, expect, it } from 'vitest';
import { LOYALTY_BALANCE_MAX } from './loyaltyUpdate';
import {
  balanceAfterEarning,
  earnsLoyaltyNow,
  loyaltyPointsForTotal,
  receiptLoyalty,
} from './orderEarning';

const order = {
  orderPhase: 'completed',
  totalAmountCents: 123_456,
  paidAmountCents: 123_456,
  loyaltyPointsEarned: null,
};

describe('loyalty earned by an order', () => {
  it('is one point per full LKR 100 of the final total', () => {
    expect(loyaltyPointsForTotal(123_456)).toBe(12);
    expect(loyaltyPointsForTotal(9_999)).toBe(0);
    expect(loyaltyPointsForTotal(10_000)).toBe(1);
    expect(loyaltyPointsForTotal(0)).toBe(0);
  });

  it('is earned once the order is completed and fully paid, not before', () => {
    expect(earnsLoyaltyNow(order)).toBe(true);
    expect(earnsLoyaltyNow({ ...order, paidAmountCents: 123_455 })).toBe(false);
    for (const orderPhase of ['draft', 'confirmed', 'processing', 'cancelled']) {
      expect(earnsLoyaltyNow({ ...order, orderPhase })).toBe(false);
    }
  });

  it('is earned only once, and never by a free order', () => {
    expect(earnsLoyaltyNow({ ...order, loyaltyPointsEarned: 12 })).toBe(false);
    expect(earnsLoyaltyNow({ ...order, loyaltyPointsEarned: 0 })).toBe(false);
    expect(earnsLoyaltyNow({ ...order, totalAmountCents: 0, paidAmountCents: 0 })).toBe(false);
  });

  it('never takes a balance past the largest one kept', () => {
    expect(balanceAfterEarning(10, 12)).toBe(22);
    expect(balanceAfterEarning(LOYALTY_BALANCE_MAX - 5, 12)).toBe(LOYALTY_BALANCE_MAX);
  });
});

describe('receiptLoyalty', () => {
  const customer = { loyaltyPoints: 48 };
  const base = { orderPhase: 'processing', paidAmount: 0, customer };
  it('shows what an earned order earned and the balance', () => {
    expect(
      receiptLoyalty({
        ...base,
        status: 'deliver',
        orderPhase: 'completed',
        totalAmount: 850,
        paidAmount: 850,
        loyaltyPointsEarned: 8,
      }),
    ).toEqual({ earned: 8, pending: 0, balance: 48 });
  });
  it('shows what an order not yet completed and paid will earn', () => {
    expect(
      receiptLoyalty({
        ...base,
        status: 'washing',
        totalAmount: 1299.99,
        loyaltyPointsEarned: null,
      }),
    ).toEqual({ earned: 0, pending: 12, balance: 48 });
  });
  it('promises nothing for a cancelled order, nor for one finished before points were kept', () => {
    expect(
      receiptLoyalty({ ...base, status: 'cancelled', totalAmount: 850, loyaltyPointsEarned: null }),
    ).toEqual({ earned: 0, pending: 0, balance: 48 });
    expect(
      receiptLoyalty({
        ...base,
        status: 'complete',
        orderPhase: 'completed',
        totalAmount: 850,
        paidAmount: 850,
        loyaltyPointsEarned: null,
      }),
    ).toEqual({ earned: 0, pending: 0, balance: 48 });
  });

  it('promises nothing more once points are on record, whatever the order is doing', () => {
    expect(
      receiptLoyalty({ ...base, status: 'washing', totalAmount: 850, loyaltyPointsEarned: 8 }),
    ).toEqual({ earned: 8, pending: 0, balance: 48 });
  });
});
