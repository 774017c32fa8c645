import { describe, expect, it } from 'vitest';
import { outboxList, outboxStateOf } from './outboxList';

describe('outbox', () => {
  it('tells sent, failed and never-tried messages apart', () => {
    expect(outboxStateOf({ sent: true, error: null })).toBe('sent');
    expect(outboxStateOf({ sent: false, error: 'connect ECONNREFUSED' })).toBe('failed');
    expect(outboxStateOf({ sent: false, error: null })).toBe('waiting');
  });

  it('reads its query: newest first by default, a state filter, bad values refused', () => {
    expect(outboxList.defaultQuery).toMatchObject({ page: 1, limit: 20, sortOrder: 'desc' });
    expect(outboxList.parseQuery({ state: 'failed', search: ' receipt ' })).toMatchObject({
      success: true,
      query: { state: 'failed', search: 'receipt' },
    });
    expect(outboxList.parseQuery({ state: 'lost' })).toEqual({
      success: false,
      message: 'state must be sent, waiting or failed',
      field: 'state',
    });
    expect(outboxList.parseQuery({ sortBy: 'to' }).success).toBe(false);
  });
});
