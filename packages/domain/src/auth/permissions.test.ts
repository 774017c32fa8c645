import { describe, expect, it } from 'vitest';
import { hasPermission, permissionsForRole } from './permissions';

describe('hasPermission', () => {
  it('always lets an admin through, even without a permissions map', () => {
    expect(hasPermission({ role: 'admin' }, 'users', 'delete')).toBe(true);
  });

  it('lets a cashier do only what the map lists', () => {
    const cashier = { role: 'cashier', permissions: permissionsForRole('cashier') };
    expect(hasPermission(cashier, 'orders', 'create')).toBe(true);
    expect(hasPermission(cashier, 'orders', 'delete')).toBe(false);
    expect(hasPermission(cashier, 'staff', 'read')).toBe(false);
  });

  it('denies a non-admin with no permissions map, and nobody at all', () => {
    expect(hasPermission({ role: 'cashier' }, 'orders', 'read')).toBe(false);
    expect(hasPermission(null, 'orders', 'read')).toBe(false);
  });
});
