import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, orderBooks } from './orderBooks';

describe('orderBooks', () => {
  it('nets refunds off the completed payments', () => {
    expect(
      orderBooks({
        totalCents: 100_000,
        payments: [
          { amountCents: 60_000, status: 'completed' },
          { amountCents: 40_000, status: 'completed' },
        ],
        refunds: [{ amountCents: 25_000 }],
      }),
    ).toEqual({
      receivedCents: 100_000,
      refundedCents: 25_000,
      paidCents: 75_000,
      balanceCents: 25_000,
      refundDueCents: 0,
      paymentStatus: 'partial',
    });
  });

  it('ignores payments that did not complete', () => {
    expect(
      orderBooks({
        totalCents: 50_000,
        payments: [
          { amountCents: 50_000, status: 'failed' },
          { amountCents: 10_000, status: 'completed' },
        ],
        refunds: [],
      }).paidCents,
    ).toBe(10_000);
  });

  it('shows a total below what was paid as a refund due, never a negative balance', () => {
    expect(balanceOf(80_000, 100_000)).toEqual({
      balanceCents: 0,
      refundDueCents: 20_000,
      paymentStatus: 'paid',
    });
  });

  it('is unpaid again once everything was refunded', () => {
    expect(
      orderBooks({
        totalCents: 30_000,
        payments: [{ amountCents: 30_000, status: 'completed' }],
        refunds: [{ amountCents: 10_000 }, { amountCents: 20_000 }],
      }),
    ).toEqual({
      receivedCents: 30_000,
      refundedCents: 30_000,
      paidCents: 0,
      balanceCents: 30_000,
      refundDueCents: 0,
      paymentStatus: 'unpaid',
    });
  });

  it('always keeps total = paid + balance − refund due, with balance and refund due ≥ 0', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (totalCents, paidCents) => {
        const books = balanceOf(totalCents, paidCents);
        expect(books.balanceCents).toBeGreaterThanOrEqual(0);
        expect(books.refundDueCents).toBeGreaterThanOrEqual(0);
        expect(books.balanceCents * books.refundDueCents).toBe(0);
        expect(paidCents + books.balanceCents - books.refundDueCents).toBe(totalCents);
      }),
    );
  });
});
