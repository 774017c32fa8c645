import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../payments';
import { CONFIRM_ITEMS_MESSAGES } from './confirmItems';
import { confirmItemsSchema, paymentInputSchema } from './lifecycleSchemas';

const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map(({ message, path }) => ({ message, path })) ?? [];

describe('paymentInputSchema', () => {
  it('takes cash with no transaction id', () => {
    expect(paymentInputSchema.parse({ method: 'cash', amount: 250.5 })).toEqual({
      method: 'cash',
      amount: 250.5,
      status: 'completed',
    });
  });

  it('takes only an amount above 0', () => {
    expect(issuesOf(paymentInputSchema.safeParse({ method: 'cash', amount: 0 }))).toEqual([
      { message: 'Amount must be more than 0', path: ['amount'] },
    ]);
    expect(paymentInputSchema.safeParse({ method: 'cash', amount: 0.01 }).success).toBe(true);
  });

  it('asks a bank transfer for its transaction id, of at least 3 characters', () => {
    const transfer = { method: 'bank_transfer', amount: 100 };
    expect(issuesOf(paymentInputSchema.safeParse(transfer))).toEqual([
      { message: PAYMENT_MESSAGES.transactionIdRequired, path: ['transactionId'] },
    ]);
    expect(issuesOf(paymentInputSchema.safeParse({ ...transfer, transactionId: '  ' }))).toEqual([
      { message: PAYMENT_MESSAGES.transactionIdRequired, path: ['transactionId'] },
    ]);
    expect(issuesOf(paymentInputSchema.safeParse({ ...transfer, transactionId: 'TX' }))).toEqual([
      { message: PAYMENT_MESSAGES.transactionIdMin, path: ['transactionId'] },
    ]);
    expect(paymentInputSchema.parse({ ...transfer, transactionId: ' TX1 ' }).transactionId).toBe(
      'TX1',
    );
  });
});

describe('confirmItemsSchema', () => {
  const line = (itemId: string) => ({ itemId, actualQuantity: 1, actualWeight: 2 });
  const first = '11111111-1111-4111-8111-111111111111';
  const second = '22222222-2222-4222-8222-222222222222';

  it('confirms each line once, naming the repeated one', () => {
    expect(confirmItemsSchema.safeParse({ items: [line(first), line(second)] }).success).toBe(true);
    expect(
      issuesOf(confirmItemsSchema.safeParse({ items: [line(first), line(second), line(first)] })),
    ).toEqual([{ message: CONFIRM_ITEMS_MESSAGES.repeatedItem, path: ['items', 2, 'itemId'] }]);
  });
});
