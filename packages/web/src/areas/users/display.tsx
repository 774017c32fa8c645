import {
  type Action,
  capitalize,
  initials,
  type Resource,
  type Role,
  resources,
  rolePermissions,
  roleTone,
  type User,
} from '@laundry/domain';
import { Avatar, Badge } from '@laundry/ui';
import { ShieldCheck, UserRound } from 'lucide-react';
import { useSession } from '../../app/session';

/** The signed-in account: an admin may not delete, deactivate or re-role themselves. */
export function useCurrentUserId(): string | null {
  return useSession().user?._id ?? null;
}

/** What the role cards of the form say (spec part 2 §2.10 'Role & Permissions'). */
export const roleDescriptions: Record<Role, { title: string; summary: string; points: string[] }> =
  {
    admin: {
      title: 'Admin',
      summary: 'Full access to the system.',
      points: ['User management', 'Services and pricing', 'Staff records', 'All reports'],
    },
    cashier: {
      title: 'Cashier',
      summary: 'Limited access for the counter.',
      points: ['Customers and orders', 'Basic reports', 'Cannot manage users, services or staff'],
    },
  };

const resourceLabels: Record<Resource, string> = {
  dashboard: 'Dashboard',
  customers: 'Customers',
  orders: 'Orders',
  services: 'Services',
  staff: 'Staff',
  users: 'User management',
  reports: 'Reports',
  profile: 'Own profile',
  payments: 'Payments',
  till: 'Till',
};

const actionLabels: Record<Action, string> = {
  create: 'create',
  read: 'view',
  update: 'edit',
  delete: 'delete',
  export: 'export',
  refund: 'refund',
  manage: "manage others'",
};

/** The role's capabilities from the one permission map the server enforces. */
export function roleCapabilities(role: Role): { resource: string; actions: string }[] {
  const map = rolePermissions[role];
  return resources.flatMap((resource) => {
    const allowed = map[resource];
    if (!allowed || allowed.length === 0) return [];
    return [
      {
        resource: resourceLabels[resource],
        actions: capitalize(allowed.map((action) => actionLabels[action]).join(', ')),
      },
    ];
  });
}

/** Role badge of the list: admin purple with a shield, cashier blue (spec part 2 §6). */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge tone={roleTone(role)} icon={role === 'admin' ? <ShieldCheck /> : <UserRound />}>
      {capitalize(role)}
    </Badge>
  );
}

export function UserAvatar({
  user,
  size = 'md',
}: {
  user: Pick<User, 'name' | 'role'>;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Avatar
      initials={initials(user.name) || '?'}
      size={size}
      tone={user.role === 'admin' ? 'purple' : 'blue'}
    />
  );
}
