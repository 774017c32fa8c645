import { describe, expect, it } from 'vitest';
import { refundMessages } from './refund';
import { isRefundedInFull, refundableCents, refundRefusal } from './refundable';

const payment = { amountCents: 50_000, status: 'completed', refundedCents: 20_000 };

describe('refundableCents', () => {
  it('is what is left of a completed payment', () => {
    expect(refundableCents(payment)).toBe(30_000);
  });

  it('is nothing for a payment that did not complete', () => {
    expect(refundableCents({ ...payment, status: 'pending' })).toBe(0);
  });
});

describe('refundRefusal', () => {
  it('lets up to what is left go', () => {
    expect(refundRefusal(payment, 50_000, 30_000)).toBeNull();
    expect(refundRefusal(payment, 50_000, 1)).toBeNull();
  });

  it('refuses one cent more than is left, and says how much is', () => {
    expect(refundRefusal(payment, 50_000, 30_001)).toBe(
      'The refund is more than what is left to refund on this payment (LKR 300.00)',
    );
  });

  it('never refunds more than the order holds', () => {
    expect(refundRefusal(payment, 10_000, 10_001)).toBe(
      'The refund is more than what is left to refund on this payment (LKR 100.00)',
    );
  });

  it('refuses a payment refunded in full and one that did not complete', () => {
    expect(refundRefusal({ ...payment, refundedCents: 50_000 }, 50_000, 1)).toBe(
      refundMessages.nothingLeft,
    );
    expect(refundRefusal({ ...payment, status: 'failed' }, 50_000, 1)).toBe(
      refundMessages.notCompleted,
    );
  });
});

describe('isRefundedInFull', () => {
  it('is true only once every received rupee went back', () => {
    expect(isRefundedInFull(50_000, 50_000)).toBe(true);
    expect(isRefundedInFull(50_000, 49_999)).toBe(false);
    expect(isRefundedInFull(0, 0)).toBe(false);
  });
});
