import { describe, expect, it } from 'vitest';
import { navigationFor, portalFooter, portalTitle } from './navigation';
import { permissionsForRole } from './permissions';

const admin = { role: 'admin', name: 'Nimal Perera', permissions: permissionsForRole('admin') };
const cashier = { role: 'cashier', name: 'Kamala', permissions: permissionsForRole('cashier') };

function outline(groups: ReturnType<typeof navigationFor>) {
  return groups.map((group) => [group.title, group.items.map((item) => item.label)]);
}

describe('navigationFor', () => {
  it("gives an admin the admin's four groups", () => {
    expect(outline(navigationFor(admin))).toEqual([
      ['Overview', ['Dashboard']],
      ['Core Operations', ['Orders', 'Ready for Collection', 'Customers', 'Till']],
      ['Management', ['Services', 'Staff', 'Users', 'Audit Log', 'Outbox']],
      ['Analytics', ['Reports']],
    ]);
  });

  it("gives a cashier the cashier's groups, without what they may not read", () => {
    expect(outline(navigationFor(cashier))).toEqual([
      ['Quick Access', ['Dashboard']],
      ['Daily Operations', ['New Order', 'Orders', 'Ready for Collection', 'Till']],
      ['Customer Service', ['Customers']],
      ['Insights', ['Reports']],
    ]);
  });

  it('uses the paths of the route table', () => {
    const paths = navigationFor(cashier).flatMap((group) => group.items.map((item) => item.path));
    expect(paths).toEqual([
      '/dashboard',
      '/orders/new',
      '/orders',
      '/orders/ready',
      '/till',
      '/customers',
      '/reports',
    ]);
    const adminItems = navigationFor(admin).flatMap((group) => group.items);
    expect(adminItems.map(({ key, path }) => [key, path])).toEqual([
      ['dashboard', '/dashboard'],
      ['orders', '/orders'],
      ['ready', '/orders/ready'],
      ['customers', '/customers'],
      ['till', '/till'],
      ['services', '/services'],
      ['staff', '/staff'],
      ['users', '/users'],
      ['audit', '/audit'],
      ['outbox', '/outbox'],
      ['reports', '/reports'],
    ]);
  });

  it('needs create on orders for New Order and read for Orders', () => {
    const readOnly = { role: 'cashier', permissions: { orders: ['read' as const] } };
    expect(outline(navigationFor(readOnly))).toEqual([['Daily Operations', ['Orders']]]);
    const createOnly = { role: 'cashier', permissions: { orders: ['create' as const] } };
    expect(outline(navigationFor(createOnly))).toEqual([['Daily Operations', ['New Order']]]);
  });

  it('hides groups with nothing visible and shows nothing to nobody', () => {
    expect(navigationFor({ role: 'cashier', permissions: {} })).toEqual([]);
    expect(navigationFor({ role: 'cashier' })).toEqual([]);
    expect(navigationFor(null)).toEqual([]);
    const onlyReports = { role: 'cashier', permissions: { reports: ['read' as const] } };
    expect(outline(navigationFor(onlyReports))).toEqual([['Insights', ['Reports']]]);
  });
});

describe('portalTitle', () => {
  it('names the portal by role', () => {
    expect(portalTitle('admin')).toBe('Admin Portal');
    expect(portalTitle('cashier')).toBe('Cashier Terminal');
    expect(portalTitle(undefined)).toBe('Cashier Terminal');
  });
});

describe('portalFooter', () => {
  it("shows the user's name and the access label", () => {
    expect(portalFooter(admin)).toEqual({ name: 'Nimal Perera', label: 'Full Access' });
    expect(portalFooter(cashier)).toEqual({ name: 'Kamala', label: 'Cashier Mode' });
  });

  it('falls back to the role name when the user has none', () => {
    expect(portalFooter({ role: 'admin', name: '' })).toEqual({
      name: 'Administrator',
      label: 'Full Access',
    });
    expect(portalFooter({ role: 'cashier', name: null })).toEqual({
      name: 'Cashier',
      label: 'Cashier Mode',
    });
    expect(portalFooter(null)).toEqual({ name: 'Cashier', label: 'Cashier Mode' });
  });
});
