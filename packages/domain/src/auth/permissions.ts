import { z } from 'zod';
import type { Role } from './roles';

/** Everything in the back-office a permission can be about. */
export const resources = [
  'dashboard',
  'customers',
  'orders',
  'services',
  'staff',
  'users',
  'reports',
  'profile',
  'payments',
  'till',
] as const;
export type Resource = (typeof resources)[number];

export const actions = [
  'create',
  'read',
  'update',
  'delete',
  'export',
  'refund',
  'manage',
] as const;
export type Action = (typeof actions)[number];

/**
 * The actions on records; `refund` is about money only (payments); `manage` is the till's
 * supervisor right: reopen, adjust and read other cashiers' sessions (docs/decisions/023).
 */
const recordActions: Action[] = ['create', 'read', 'update', 'delete', 'export'];

export const permissionsSchema = z.partialRecord(z.enum(resources), z.array(z.enum(actions)));
/** The permissions map the client receives: resource → allowed actions. */
export type Permissions = z.infer<typeof permissionsSchema>;

// Money leaves only through a refund, so `payments` carries that one action (no CRUD of its own:
// payments are recorded through their order).
const everything: Permissions = {
  ...Object.fromEntries(
    resources
      .filter((resource) => resource !== 'payments' && resource !== 'till')
      .map((resource) => [resource, [...recordActions]]),
  ),
  payments: ['refund'],
  till: [...recordActions, 'manage'],
};

/**
 * The permission map of each role (spec part 1 §6 and part 2 §6). The spec leaves some
 * cashier rights open; we chose: cashiers run the counter (customers, orders, payments,
 * status, confirm items), read services and reports, and never delete, refund or manage
 * staff/users.
 */
export const rolePermissions: Record<Role, Permissions> = {
  admin: everything,
  cashier: {
    dashboard: ['read'],
    customers: ['create', 'read', 'update'],
    orders: ['create', 'read', 'update'],
    services: ['read'],
    reports: ['read', 'export'],
    profile: ['read', 'update'],
    // Their own till: open (create), read its X report, record cash out and close (update).
    till: ['create', 'read', 'update'],
  },
};

export function permissionsForRole(role: Role): Permissions {
  return rolePermissions[role];
}

/** Anything with a role and, maybe, a permissions map: a signed-in user or a token's claims. */
export interface PermissionSubject {
  role?: string | null;
  permissions?: Permissions | null;
}

/**
 * The one permission check, used by the server (enforcing) and the web (hiding what one may
 * not do). Admin always passes; anyone else needs the action listed under the resource; a user
 * with no permissions map is denied.
 */
export function hasPermission(
  user: PermissionSubject | null | undefined,
  resource: Resource,
  action: Action,
): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return user.permissions?.[resource]?.includes(action) ?? false;
}

export function hasRole(user: PermissionSubject | null | undefined, role: Role): boolean {
  return user?.role === role;
}
