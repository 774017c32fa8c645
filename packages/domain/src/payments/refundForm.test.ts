import { describe, expect, it } from 'vitest';
import { refundMessages } from './refund';
import { refundFormSchema } from './refundForm';

const schema = refundFormSchema(
  { amountCents: 50_000, status: 'completed', refundedCents: 0 },
  50_000,
);

describe('refundFormSchema', () => {
  it('reads the typed amount as a number', () => {
    expect(schema.parse({ amount: '120.50', method: 'cash', reason: 'Stain' })).toEqual({
      amount: 120.5,
      method: 'cash',
      reason: 'Stain',
    });
  });

  it('says "required" for an empty amount and previews the server limit', () => {
    const empty = schema.safeParse({ amount: '', method: 'cash', reason: 'x' });
    expect(empty.error?.issues[0]?.message).toBe(refundMessages.amountRequired);
    const over = schema.safeParse({ amount: '500.01', method: 'cash', reason: 'x' });
    expect(over.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['amount'], 'The refund is more than what is left to refund on this payment (LKR 500.00)'],
    ]);
  });
});
