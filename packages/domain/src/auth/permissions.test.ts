import { describe, expect, it } from 'vitest';
import { actions, hasPermission, hasRole, permissionsForRole, resources } from './permissions';

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

  it('lets an admin refund a payment and a cashier not', () => {
    const cashier = { role: 'cashier', permissions: permissionsForRole('cashier') };
    expect(hasPermission(cashier, 'payments', 'refund')).toBe(false);
    expect(
      hasPermission(
        { role: 'admin', permissions: permissionsForRole('admin') },
        'payments',
        'refund',
      ),
    ).toBe(true);
  });

  it('lets a cashier run their own till but only an admin manage others', () => {
    const cashier = { role: 'cashier', permissions: permissionsForRole('cashier') };
    expect(hasPermission(cashier, 'till', 'update')).toBe(true);
    expect(hasPermission(cashier, 'till', 'manage')).toBe(false);
    expect(hasPermission({ role: 'admin' }, 'till', 'manage')).toBe(true);
  });

  it('denies a non-admin with no permissions map, and nobody at all', () => {
    expect(hasPermission({ role: 'cashier' }, 'orders', 'read')).toBe(false);
    expect(hasPermission(null, 'orders', 'read')).toBe(false);
  });
});

describe('the role permission maps', () => {
  it('gives an admin every action on every resource', () => {
    const all = ['create', 'read', 'update', 'delete', 'export'];
    expect(permissionsForRole('admin')).toEqual({
      dashboard: all,
      customers: all,
      orders: all,
      services: all,
      staff: all,
      users: all,
      reports: all,
      profile: all,
      payments: ['refund'],
      till: [...all, 'manage'],
    });
  });

  it('gives a cashier exactly the counter: no delete, no staff, no users', () => {
    expect(permissionsForRole('cashier')).toEqual({
      dashboard: ['read'],
      customers: ['create', 'read', 'update'],
      orders: ['create', 'read', 'update'],
      services: ['read'],
      reports: ['read', 'export'],
      profile: ['read', 'update'],
      till: ['create', 'read', 'update'],
    });
    const cashier = { role: 'cashier', permissions: permissionsForRole('cashier') };
    const allowed = resources.flatMap((resource) =>
      actions
        .filter((action) => hasPermission(cashier, resource, action))
        .map((action) => `${resource}:${action}`),
    );
    expect(allowed).toEqual([
      'dashboard:read',
      'customers:create',
      'customers:read',
      'customers:update',
      'orders:create',
      'orders:read',
      'orders:update',
      'services:read',
      'reports:read',
      'reports:export',
      'profile:read',
      'profile:update',
      'till:create',
      'till:read',
      'till:update',
    ]);
  });
});

describe('hasRole', () => {
  it('is true only for the role the subject has', () => {
    expect(hasRole({ role: 'cashier' }, 'cashier')).toBe(true);
    expect(hasRole({ role: 'cashier' }, 'admin')).toBe(false);
    expect(hasRole(null, 'admin')).toBe(false);
    expect(hasRole(undefined, 'cashier')).toBe(false);
  });
});
