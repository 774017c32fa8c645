import { type Customer, formatCount, formatPhone } from '@laundry/domain';
import { Button, Card, IconButton, Text } from '@laundry/ui';
import { Award, Eye, ShoppingBag, X } from 'lucide-react';
import { Link } from 'react-router';
import { CustomerSearchField } from './CustomerSearchField';
import * as styles from './customers.css';
import {
  CustomerAvatar,
  type CustomerPermissions,
  CustomerTypeBadge,
  newOrderLink,
  TierBadge,
} from './display';

/**
 * Quick search and the quick actions for the selected customer (spec part 1 §2): Create Order
 * (to /orders/new with the customer preselected) and Manage Loyalty.
 */
export function QuickSearch({
  selected,
  onSelect,
  onManageLoyalty,
  permissions,
}: {
  selected: Customer | null;
  onSelect: (customer: Customer | null) => void;
  onManageLoyalty: (customer: Customer) => void;
  permissions: CustomerPermissions;
}) {
  const order = selected ? newOrderLink(selected) : null;

  return (
    <Card
      title="Quick search"
      description="Find a customer, then create an order or manage their loyalty points."
    >
      <div className={styles.tabBody}>
        <CustomerSearchField
          label="Quick search customers"
          itemText={(customer) =>
            `${customer.fullName}, ${formatPhone(customer.phoneNumber)}, ${customer.loyaltyPoints} points`
          }
          meta={(customer) => (
            <>
              {customer.isStudent ? <CustomerTypeBadge customer={customer} /> : null}
              <TierBadge points={customer.loyaltyPoints} />
            </>
          )}
          onSelect={onSelect}
        />

        {selected ? (
          <section className={styles.selectedPanel} aria-label="Selected customer">
            <CustomerAvatar name={selected.fullName} />
            <div className={styles.selectedText}>
              <Text weight="semibold" truncate>
                {selected.fullName}
              </Text>
              <span className={styles.muted}>
                {formatPhone(selected.phoneNumber)} · {formatCount(selected.loyaltyPoints)} points
              </span>
            </div>
            <TierBadge points={selected.loyaltyPoints} />
            <IconButton
              label="Clear selection"
              icon={<X />}
              size="sm"
              onClick={() => onSelect(null)}
            />
          </section>
        ) : (
          <p className={styles.placeholderPanel}>
            No customer selected. Search above, or pick one of the recent customers.
          </p>
        )}

        <div className={styles.quickActions}>
          {permissions.canOrder ? (
            order ? (
              <Button asChild iconStart={<ShoppingBag />}>
                <Link to={order.to} state={order.state}>
                  Create Order
                </Link>
              </Button>
            ) : (
              <Button iconStart={<ShoppingBag />} disabled>
                Create Order
              </Button>
            )
          ) : null}
          {permissions.canUpdate ? (
            <Button
              variant="secondary"
              iconStart={<Award />}
              disabled={!selected}
              onClick={() => (selected ? onManageLoyalty(selected) : undefined)}
            >
              Manage Loyalty
            </Button>
          ) : null}
          {selected ? (
            <Button asChild variant="ghost" iconStart={<Eye />}>
              <Link to={`/customers/${selected._id}`}>View Profile</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
