import {
  type Customer,
  capitalize,
  hasPermission,
  initials,
  loyaltyTier,
  loyaltyTierLabel,
  loyaltyTierTone,
} from '@laundry/domain';
import { Avatar, Badge, type BadgeTone } from '@laundry/ui';
import { GraduationCap, User as UserIcon } from 'lucide-react';
import { useSession } from '../../app/session';

/** What the signed-in user may do with customers (the server checks the same map). */
export function useCustomerPermissions() {
  const { user } = useSession();
  return {
    canCreate: hasPermission(user, 'customers', 'create'),
    canUpdate: hasPermission(user, 'customers', 'update'),
    canDelete: hasPermission(user, 'customers', 'delete'),
    canOrder: hasPermission(user, 'orders', 'create'),
    // The audit log is read with the user-management permission (admins).
    canReadHistory: hasPermission(user, 'users', 'read'),
  };
}
export type CustomerPermissions = ReturnType<typeof useCustomerPermissions>;

/** /orders/new with the customer preselected: in the address and in the navigation state. */
export function newOrderLink(customer: Customer) {
  return {
    to: `/orders/new?customerId=${encodeURIComponent(customer._id)}`,
    state: { preSelectedCustomer: customer },
  };
}

export function TierBadge({ points }: { points: number }) {
  const tier = loyaltyTier(points);
  return <Badge tone={loyaltyTierTone(tier)}>{loyaltyTierLabel(tier)}</Badge>;
}

export function CustomerTypeBadge({ customer }: { customer: Pick<Customer, 'isStudent'> }) {
  return customer.isStudent ? (
    <Badge tone="blue" icon={<GraduationCap />}>
      Student
    </Badge>
  ) : (
    <Badge tone="grey" icon={<UserIcon />}>
      Regular
    </Badge>
  );
}

export function CustomerAvatar({
  name,
  size = 'md',
}: {
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  return <Avatar initials={initials(name) || '?'} size={size} />;
}

const statusTones: Record<string, BadgeTone> = {
  received: 'grey',
  washing: 'blue',
  drying: 'purple',
  ready_for_pickup: 'amber',
  delivered: 'green',
  cancelled: 'red',
};

/** An order status of the customer history, colour-coded (spec part 1 §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  const label = capitalize(status.replaceAll('_', ' '));
  return (
    <Badge tone={statusTones[status] ?? 'neutral'} dot>
      {label}
    </Badge>
  );
}
