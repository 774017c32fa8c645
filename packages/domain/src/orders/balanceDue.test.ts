import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceDueCents, orderBalanceDue, orderBalanceLine } from './balanceDue';
import { orderStatuses } from './orderStatus';

describe('balanceDueCents', () => {
  it('is the total less what is paid', () => {
    expect(balanceDueCents({ status: 'received', totalCents: 90_000, paidCents: 0 })).toBe(90_000);
    expect(balanceDueCents({ status: 'washing', totalCents: 90_000, paidCents: 40_000 })).toBe(
      50_000,
    );
    expect(balanceDueCents({ status: 'deliver', totalCents: 90_000, paidCents: 90_000 })).toBe(0);
  });

  it('asks nothing of a cancelled order, paid or not', () => {
    expect(balanceDueCents({ status: 'cancelled', totalCents: 90_000, paidCents: 0 })).toBe(0);
    expect(balanceDueCents({ status: 'cancelled', totalCents: 90_000, paidCents: 10_000 })).toBe(0);
  });

  it('is never below 0 and never above the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderStatuses),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (status, totalCents, paidCents) => {
          const due = balanceDueCents({ status, totalCents, paidCents });
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(totalCents);
          if (status !== 'cancelled') expect(due).toBe(Math.max(0, totalCents - paidCents));
        },
      ),
    );
  });
});

describe('orderBalanceDue', () => {
  it('answers the API order in rupees, to the cent', () => {
    expect(orderBalanceDue({ status: 'received', totalAmount: 900, paidAmount: 0 })).toBe(900);
    expect(orderBalanceDue({ status: 'received', totalAmount: 0.3, paidAmount: 0.1 })).toBe(0.2);
    expect(orderBalanceDue({ status: 'cancelled', totalAmount: 900, paidAmount: 0 })).toBe(0);
  });
});

describe('orderBalanceLine', () => {
  it('says due, paid, or nothing for a cancelled order that took no money', () => {
    expect(orderBalanceLine({ status: 'washing', totalAmount: 900, paidAmount: 100 })).toEqual({
      kind: 'due',
      amount: 800,
    });
    expect(orderBalanceLine({ status: 'deliver', totalAmount: 900, paidAmount: 900 })).toEqual({
      kind: 'paid',
    });
    expect(orderBalanceLine({ status: 'cancelled', totalAmount: 900, paidAmount: 0 })).toEqual({
      kind: 'none',
    });
  });

  it('says paid for a cancelled order that took money, and for an order of nothing', () => {
    expect(orderBalanceLine({ status: 'cancelled', totalAmount: 900, paidAmount: 900 })).toEqual({
      kind: 'paid',
    });
    expect(orderBalanceLine({ status: 'received', totalAmount: 0, paidAmount: 0 })).toEqual({
      kind: 'paid',
    });
  });
});
