import { describe, expect, it } from 'vitest';
import { ownAccountRefusal } from './ownAccount';

const me = { _id: 'a', role: 'admin' as const, isActive: true };
const other = { _id: 'b', role: 'cashier' as const, isActive: true };

describe('ownAccountRefusal', () => {
  it('refuses deleting or deactivating one’s own account', () => {
    expect(ownAccountRefusal('a', me, { kind: 'delete' })?.message).toBe(
      'You cannot delete your own account',
    );
    expect(ownAccountRefusal('a', me, { kind: 'toggleStatus' })).toEqual({
      message: 'You cannot deactivate your own account',
    });
    expect(
      ownAccountRefusal('a', me, { kind: 'update', role: 'admin', isActive: false })?.field,
    ).toBe('isActive');
  });

  it('refuses changing one’s own role but allows other edits of it', () => {
    expect(ownAccountRefusal('a', me, { kind: 'update', role: 'cashier', isActive: true })).toEqual(
      { message: 'You cannot change your own role', field: 'role' },
    );
    expect(
      ownAccountRefusal('a', me, { kind: 'update', role: 'admin', isActive: true }),
    ).toBeNull();
  });

  it('allows everything on someone else’s account', () => {
    expect(ownAccountRefusal('a', other, { kind: 'delete' })).toBeNull();
    expect(ownAccountRefusal('a', other, { kind: 'toggleStatus' })).toBeNull();
    expect(
      ownAccountRefusal('a', other, { kind: 'update', role: 'admin', isActive: false }),
    ).toBeNull();
    expect(ownAccountRefusal('a', me, { kind: 'delete' })).not.toBeNull();
  });
});
