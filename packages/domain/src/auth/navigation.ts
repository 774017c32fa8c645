import { type Action, hasPermission, type PermissionSubject, type Resource } from './permissions';

export const navKeys = [
  'dashboard',
  'new-order',
  'orders',
  'ready',
  'customers',
  'services',
  'staff',
  'users',
  'audit',
  'outbox',
  'reports',
  'till',
] as const;
export type NavKey = (typeof navKeys)[number];

export interface NavItem {
  key: NavKey;
  label: string;
  path: string;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** Each sidebar item, where it goes and the permission that shows it. */
const items: Record<NavKey, NavItem & { resource: Resource; action: Action }> = {
  dashboard: {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/dashboard',
    resource: 'dashboard',
    action: 'read',
  },
  'new-order': {
    key: 'new-order',
    label: 'New Order',
    path: '/orders/new',
    resource: 'orders',
    action: 'create',
  },
  orders: { key: 'orders', label: 'Orders', path: '/orders', resource: 'orders', action: 'read' },
  // The bags on the shelf and their handover (decision 025): whoever may move an order on.
  ready: {
    key: 'ready',
    label: 'Ready for Collection',
    path: '/orders/ready',
    resource: 'orders',
    action: 'update',
  },
  customers: {
    key: 'customers',
    label: 'Customers',
    path: '/customers',
    resource: 'customers',
    action: 'read',
  },
  services: {
    key: 'services',
    label: 'Services',
    path: '/services',
    resource: 'services',
    action: 'read',
  },
  staff: { key: 'staff', label: 'Staff', path: '/staff', resource: 'staff', action: 'read' },
  users: { key: 'users', label: 'Users', path: '/users', resource: 'users', action: 'read' },
  // Not in the spec's sidebar: who changed what (docs/decisions/013), for whoever manages accounts.
  audit: { key: 'audit', label: 'Audit Log', path: '/audit', resource: 'users', action: 'read' },
  // Not in the spec's sidebar either: every e-mail sent or kept (docs/decisions/012).
  outbox: { key: 'outbox', label: 'Outbox', path: '/outbox', resource: 'users', action: 'read' },
  // Issue 23: the cashier's own till; admins also see every close.
  till: { key: 'till', label: 'Till', path: '/till', resource: 'till', action: 'read' },
  reports: {
    key: 'reports',
    label: 'Reports',
    path: '/reports',
    resource: 'reports',
    action: 'read',
  },
};

/** The sidebar's groups per role (spec part 1 §2 'Authenticated shell'). */
const layouts: Record<'admin' | 'cashier', { title: string; keys: NavKey[] }[]> = {
  admin: [
    { title: 'Overview', keys: ['dashboard'] },
    { title: 'Core Operations', keys: ['orders', 'ready', 'customers', 'till'] },
    { title: 'Management', keys: ['services', 'staff', 'users', 'audit', 'outbox'] },
    { title: 'Analytics', keys: ['reports'] },
  ],
  cashier: [
    { title: 'Quick Access', keys: ['dashboard'] },
    { title: 'Daily Operations', keys: ['new-order', 'orders', 'ready', 'till'] },
    { title: 'Customer Service', keys: ['customers'] },
    { title: 'Insights', keys: ['reports'] },
  ],
};

/**
 * The sidebar of a signed-in user: the admin's layout for admins, the cashier's for everyone
 * else; each item only when the user may read its resource (New Order: create orders); groups
 * left empty are dropped. Nobody signed in: no sidebar.
 */
export function navigationFor(user: PermissionSubject | null | undefined): NavGroup[] {
  if (!user) return [];
  const layout = user.role === 'admin' ? layouts.admin : layouts.cashier;
  return layout
    .map(({ title, keys }) => ({
      title,
      items: keys
        .map((key) => items[key])
        .filter((item) => hasPermission(user, item.resource, item.action))
        .map(({ key, label, path }) => ({ key, label, path })),
    }))
    .filter((group) => group.items.length > 0);
}

/** The sidebar's title. */
export function portalTitle(role: string | null | undefined): 'Admin Portal' | 'Cashier Terminal' {
  return role === 'admin' ? 'Admin Portal' : 'Cashier Terminal';
}

/** The sidebar's footer: the user's name (or the role's default) and the access label. */
export function portalFooter(
  user: (PermissionSubject & { name?: string | null }) | null | undefined,
): { name: string; label: 'Full Access' | 'Cashier Mode' } {
  const admin = user?.role === 'admin';
  const name = user?.name?.trim();
  return {
    name: name || (admin ? 'Administrator' : 'Cashier'),
    label: admin ? 'Full Access' : 'Cashier Mode',
  };
}
