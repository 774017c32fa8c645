import { describe, expect, it } from 'vitest';
import { REFUND_REASON_MAX, refundInputSchema, refundMessages } from './refund';

const valid = { amount: 150.5, method: 'cash', reason: 'Items confirmed lower' };
const messageOf = (input: unknown) =>
  refundInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('refundInputSchema', () => {
  it('takes an amount, a method and a trimmed reason', () => {
    expect(refundInputSchema.parse({ ...valid, reason: '  Damaged shirt ' })).toEqual({
      ...valid,
      reason: 'Damaged shirt',
    });
  });

  it('refuses zero, negative, three-decimal and too large amounts', () => {
    expect(messageOf({ ...valid, amount: 0 })).toEqual([refundMessages.amountPositive]);
    expect(messageOf({ ...valid, amount: -5 })).toEqual([refundMessages.amountPositive]);
    expect(messageOf({ ...valid, amount: 1.005 })).toEqual([refundMessages.amountDecimals]);
    expect(messageOf({ ...valid, amount: 10_000_000.01 })).toEqual([refundMessages.amountMax]);
  });

  it('accepts two-decimal amounts that floats cannot hold exactly', () => {
    expect(refundInputSchema.safeParse({ ...valid, amount: 1.15 }).success).toBe(true);
    expect(refundInputSchema.safeParse({ ...valid, amount: 4.35 }).success).toBe(true);
  });

  it('requires a reason of bounded length', () => {
    expect(messageOf({ ...valid, reason: '   ' })).toEqual([refundMessages.reasonRequired]);
    expect(messageOf({ ...valid, reason: 'x'.repeat(REFUND_REASON_MAX + 1) })).toEqual([
      refundMessages.reasonTooLong,
    ]);
  });

  it('knows only cash and bank transfer, and nothing else in the body', () => {
    expect(messageOf({ ...valid, method: 'card' })).toEqual([refundMessages.methodRequired]);
    expect(refundInputSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
