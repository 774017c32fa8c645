import { describe, expect, it } from 'vitest';
import { itemsTotalCents } from './itemsTotal';

describe('itemsTotalCents', () => {
  it('adds each price times its quantity', () => {
    expect(
      itemsTotalCents([
        { priceCents: 150_00, quantity: 2 },
        { priceCents: 75_50, quantity: 1 },
      ]),
    ).toBe(375_50);
    expect(itemsTotalCents([])).toBe(0);
  });
});
