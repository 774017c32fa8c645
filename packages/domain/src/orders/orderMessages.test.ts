import { describe, expect, it } from 'vitest';
import { deleteOrderConfirmText } from './orderMessages';

describe('deleteOrderConfirmText', () => {
  it('names the order and warns that deleting is for good (the Delete action of the list)', () => {
    expect(deleteOrderConfirmText('ORD-000123')).toBe(
      'Delete order ORD-000123? This cannot be undone!',
    );
  });
});
