import { describe, expect, it } from 'vitest';
import { booksBreaks, type StoredOrderBooks } from './booksBreaks';

const order = (overrides: Partial<StoredOrderBooks> = {}): StoredOrderBooks => ({
  status: 'received',
  totalCents: 875_00,
  paidCents: 575_00,
  paymentStatus: 'partial',
  payments: [{ amountCents: 875_00, status: 'completed' }],
  refunds: [{ amountCents: 300_00 }],
  ...overrides,
});

const rules = (stored: StoredOrderBooks) => booksBreaks(stored).map((found) => found.rule);

describe('booksBreaks', () => {
  it('finds nothing in books that agree with themselves', () => {
    expect(rules(order())).toEqual([]);
    expect(rules(order({ balanceCents: 300_00, refundDueCents: 0 }))).toEqual([]);
  });

  it('names each rule broken, in order', () => {
    expect(
      rules(order({ refunds: [{ amountCents: 900_00 }], paidCents: 0, paymentStatus: 'unpaid' })),
    ).toEqual(['overRefunded', 'paid']);
    expect(rules(order({ paidCents: 875_00 }))).toEqual(['paid']);
    expect(rules(order({ paymentStatus: 'paid' }))).toEqual(['paymentStatus']);
    expect(rules(order({ balanceCents: 0, refundDueCents: 5 }))).toEqual(['balance', 'refundDue']);
    expect(rules(order({ balanceCents: -1 }))).toEqual(['balance', 'negativeBalance']);
    expect(rules(order({ status: 'cancelled' }))).toEqual(['cancelledHolds']);
  });

  it('finds a collected order its payments never covered, but not one refunded after', () => {
    const unpaid = order({ status: 'collected', payments: [], refunds: [], paidCents: 0 });
    expect(rules({ ...unpaid, paymentStatus: 'unpaid' })).toEqual(['collectedUnpaid']);
    expect(rules(order({ status: 'collected' }))).toEqual([]);
  });

  it('checks the balance and refund due only where the figures carry them', () => {
    expect(rules(order({ status: 'cancelled', balanceCents: 0 }))).toEqual(['cancelledHolds']);
  });
});
