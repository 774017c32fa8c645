import { describe, expect, it } from 'vitest';
import { orderMailResultSchema, orderStatusHistoryDataSchema } from './lifecycleAnswers';

describe('lifecycle answers', () => {
  it('reads a status history of known statuses only', () => {
    const move = { at: '2026-02-01T09:30:00.000Z', by: 'Kasun', from: 'pickup', to: 'received' };
    expect(orderStatusHistoryDataSchema.parse({ history: [{ ...move, notes: null }] })).toEqual({
      history: [{ ...move, notes: null }],
    });
    expect(
      orderStatusHistoryDataSchema.safeParse({ history: [{ ...move, to: 'lost', notes: null }] })
        .success,
    ).toBe(false);
  });

  it('reads whether a mail left and why it waits', () => {
    expect(orderMailResultSchema.parse({ sent: false, warning: 'Mail is off' })).toEqual({
      sent: false,
      warning: 'Mail is off',
    });
  });
});
