import { describe, expect, it } from 'vitest';
import { spentOnOrderCents } from './spentOnOrder';

describe('spentOnOrderCents', () => {
  it('counts the money received on an order, not its total', () => {
    expect(spentOnOrderCents({ status: 'received', paidCents: 0 })).toBe(0);
    expect(spentOnOrderCents({ status: 'washing', paidCents: 40_000 })).toBe(40_000);
  });

  it('counts nothing of a cancelled order', () => {
    expect(spentOnOrderCents({ status: 'cancelled', paidCents: 40_000 })).toBe(0);
  });
});
