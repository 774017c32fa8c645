import { describe, expect, it } from 'vitest';
import { cashOutRefusal, drawerMessages } from './drawerRules';

describe('cashOutRefusal', () => {
  it('lets out what the drawer holds, and no more', () => {
    expect(cashOutRefusal(100_00, 100_00)).toBeNull();
    expect(cashOutRefusal(100_00, 100_01)).toBe(drawerMessages.short(100_00));
  });

  it('says a drawer already short holds nothing, never a negative amount', () => {
    expect(drawerMessages.short(-500_00)).toBe(
      'The drawer should hold only LKR 0 in cash. Take out no more than that.',
    );
  });
});
