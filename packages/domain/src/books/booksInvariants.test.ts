import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../payments';
import {
  booksViolations,
  customerViolations,
  type ObservedOrder,
  orderViolations,
  revenueViolations,
} from './booksInvariants';

function order(overrides: Partial<ObservedOrder> = {}): ObservedOrder {
  return {
    id: 'o1',
    customerId: 'ruwan',
    status: 'received',
    totalCents: 875_00,
    paidCents: 575_00,
    balanceCents: 300_00,
    refundDueCents: 0,
    paymentStatus: 'partial',
    payments: [{ amountCents: 875_00, status: 'completed' }],
    refunds: [{ amountCents: 300_00 }],
    ...overrides,
  };
}

const customer = {
  id: 'ruwan',
  totalOrders: 1,
  totalSpentCents: 575_00,
  loyaltyPoints: 5,
  loyaltyHistory: [
    { action: 'add' as const, points: 8 },
    { action: 'subtract' as const, points: 3 },
  ],
};

describe('the invariants of the books', () => {
  it('hold for books that agree with themselves', () => {
    expect(booksViolations({ orders: [order()], customers: [customer], revenue: [] })).toEqual([]);
  });

  it('hold for any payments and refunds whose order answers what orderBooks says', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000_00),
        fc.array(fc.nat(50_000_00), { maxLength: 4 }),
        fc.array(fc.nat(10_000_00), { maxLength: 3 }),
        (totalCents, paid, refunded) => {
          const paidCents =
            paid.reduce((sum, cents) => sum + cents, 0) -
            refunded.reduce((sum, cents) => sum + cents, 0);
          const { balanceCents, refundDueCents, paymentStatus } = balanceOf(totalCents, paidCents);
          const observed = order({
            totalCents,
            paidCents,
            balanceCents,
            refundDueCents,
            paymentStatus,
            payments: paid.map((amountCents) => ({ amountCents, status: 'completed' })),
            refunds: refunded.map((amountCents) => ({ amountCents })),
          });
          expect(orderViolations(observed)).toEqual([]);
          expect(orderViolations({ ...observed, paidCents: paidCents + 1 })).not.toEqual([]);
        },
      ),
    );
  });

  it('find a paid amount that forgot a refund, a negative balance and money on a cancelled order', () => {
    expect(orderViolations(order({ paidCents: 875_00 }))).toContain(
      'order o1: paid 875.00 ≠ Σ payments − Σ refunds 575.00',
    );
    expect(orderViolations(order({ balanceCents: -1 }))).toContain(
      'order o1: negative balance -0.01',
    );
    expect(orderViolations(order({ status: 'cancelled', balanceCents: 0 }))).toEqual([
      'order o1: cancelled but holds 575.00',
    ]);
  });

  it('find customer totals that are not the sum of their counted orders, loyalty off its history', () => {
    const cancelled = order({
      id: 'o2',
      status: 'cancelled',
      paidCents: 0,
      balanceCents: 0,
      payments: [],
      refunds: [],
      paymentStatus: 'unpaid',
    });
    expect(customerViolations(customer, [order(), cancelled])).toEqual([]);
    expect(
      customerViolations({ ...customer, totalSpentCents: 875_00, loyaltyPoints: 8 }, [order()]),
    ).toEqual([
      'customer ruwan: totalSpent 875.00 ≠ 575.00',
      'customer ruwan: loyalty 8 ≠ 5 from its history',
    ]);
    expect(customerViolations({ ...customer, totalOrders: 2 }, [order(), cancelled])).toEqual([
      'customer ruwan: totalOrders 2 ≠ 1 counted orders',
    ]);
  });

  it('find revenue that is not the money received net of refunds', () => {
    expect(
      revenueViolations([
        { label: 'today', reportedCents: 875_00, receivedCents: 575_00 },
        { label: 'month', reportedCents: 575_00, receivedCents: 575_00 },
      ]),
    ).toEqual(['today: revenue 875.00 ≠ money received 575.00']);
  });
});
