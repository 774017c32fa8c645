import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type Customer,
  customerMessages,
  formatCount,
  formatPhone,
  shouldSearchCustomers,
} from '@laundry/domain';
import { Button, Card, Combobox, IconButton, Text } from '@laundry/ui';
import { Award, Eye, ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useDebounced } from '../../app/useDebounced';
import * as styles from './customers.css';
import {
  CustomerAvatar,
  type CustomerPermissions,
  CustomerTypeBadge,
  newOrderLink,
  TierBadge,
} from './display';
import { useCustomerSearch } from './queries';

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
  const [text, setText] = useState('');
  const debounced = useDebounced(text, CUSTOMER_SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(debounced);
  const asking = shouldSearchCustomers(text);
  const waiting = asking && (debounced.trim() !== text.trim() || search.isFetching);
  const results = asking && shouldSearchCustomers(debounced) ? (search.data ?? []) : [];
  const order = selected ? newOrderLink(selected) : null;

  return (
    <Card
      title="Quick search"
      description="Find a customer, then create an order or manage their loyalty points."
    >
      <div className={styles.tabBody}>
        <Combobox
          label="Quick search customers"
          placeholder="Name, phone or email"
          inputValue={text}
          onInputValueChange={setText}
          items={waiting ? [] : results}
          loading={waiting}
          minLength={2}
          loadingText="Searching customers..."
          emptyText={
            search.isError
              ? errorMessage(search.error, customerMessages.searchFailed)
              : 'No customers found'
          }
          getItemId={(customer) => customer._id}
          getItemText={(customer) =>
            `${customer.fullName}, ${formatPhone(customer.phoneNumber)}, ${customer.loyaltyPoints} points`
          }
          renderItem={(customer) => (
            <span className={styles.suggestion}>
              <CustomerAvatar name={customer.fullName} size="sm" />
              <span className={styles.personText}>
                <Text weight="medium" truncate>
                  {customer.fullName}
                </Text>
                <span className={styles.muted}>
                  {formatPhone(customer.phoneNumber)}
                  {customer.email ? ` · ${customer.email}` : ''}
                </span>
              </span>
              <span className={styles.suggestionMeta}>
                {customer.isStudent ? <CustomerTypeBadge customer={customer} /> : null}
                <TierBadge points={customer.loyaltyPoints} />
              </span>
            </span>
          )}
          onSelect={(customer) => {
            onSelect(customer);
            setText('');
          }}
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
