import {
  type Customer,
  type CustomerDiscountInfo,
  formatCount,
  formatPhone,
  type OrderFormCustomer,
} from '@laundry/domain';
import { Alert, Badge, Button, Text } from '@laundry/ui';
import { ShoppingBag, Star, UserPlus } from 'lucide-react';
import { useState } from 'react';
import {
  AddCustomerDialog,
  CustomerAvatar,
  CustomerSearchField,
  CustomerTypeBadge,
  useCustomerPermissions,
} from '../../customers';
import * as styles from './orderForm.css';

export const CUSTOMER_SEARCH_ID = 'order-customer-search';

/** The discount of the customer's next order, from GET /customers/{id}/discount-info. */
export function DiscountNote({
  info,
  loading,
}: {
  info: CustomerDiscountInfo | undefined;
  loading: boolean;
}) {
  if (loading) return <Text tone="muted">Checking discounts...</Text>;
  const discount = info?.discountInfo;
  if (!discount) return <Text tone="muted">No discount on this order.</Text>;
  return (
    <Alert tone="success" title={`${discount.percentage}% discount applies`}>
      {discount.description}
    </Alert>
  );
}

/**
 * Step 1 (spec part 2 §2.7 'Customer search widget'): a search debounced 300 ms, at most 10
 * results; Enter picks the highlighted (first) match. The field takes the focus when it appears.
 * A search that finds nobody offers "Add customer" in place (issue 26): the customer form in a
 * dialog, filled with what was typed, and the new customer is chosen for the order.
 */
export function CustomerSearch({
  onSelect,
  error,
}: {
  onSelect: (customer: Customer) => void;
  error?: string;
}) {
  const [adding, setAdding] = useState<string | null>(null);
  const { canCreate } = useCustomerPermissions();

  return (
    <div className={styles.body}>
      <CustomerSearchField
        id={CUSTOMER_SEARCH_ID}
        // The counter starts typing at once: the search has the focus when the step opens.
        autoFocus
        label="Search customers"
        hideLabel={false}
        hint="Name, phone or email. Enter picks the first match."
        // The offer to add the customer says "nobody": the list does not cover it.
        nobodyBeside={canCreate}
        meta={(customer) => (
          <>
            {customer.isStudent ? <CustomerTypeBadge customer={customer} /> : null}
            <Badge tone="neutral" icon={<Star />}>
              {formatCount(customer.loyaltyPoints)} pts
            </Badge>
            <Badge tone="neutral" icon={<ShoppingBag />}>
              {customer.totalOrders} {customer.totalOrders === 1 ? 'order' : 'orders'}
            </Badge>
          </>
        )}
        onSelect={onSelect}
      >
        {({ text, nobody, clear }) => (
          <>
            {nobody && canCreate ? (
              <div className={styles.addCustomer}>
                <span className={styles.muted}>No customer matches “{text.trim()}”.</span>
                <Button
                  variant="secondary"
                  size="sm"
                  iconStart={<UserPlus />}
                  onClick={() => setAdding(text)}
                >
                  Add customer
                </Button>
              </div>
            ) : null}
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            {adding !== null ? (
              <AddCustomerDialog
                searchText={adding}
                onCreated={(customer) => {
                  onSelect(customer);
                  clear();
                }}
                onClose={() => setAdding(null)}
              />
            ) : null}
          </>
        )}
      </CustomerSearchField>
    </div>
  );
}

/** The chosen customer, with Change to pick another (it clears the selection). */
export function SelectedCustomer({
  customer,
  onChange,
  disabled,
}: {
  customer: OrderFormCustomer & Partial<Pick<Customer, 'isStudent' | 'email'>>;
  onChange?: () => void;
  disabled?: boolean;
}) {
  return (
    <section className={styles.customer} aria-label="Selected customer">
      <CustomerAvatar name={customer.fullName} />
      <div className={styles.customerText}>
        <Text weight="semibold" truncate>
          {customer.fullName || 'Unknown'}
        </Text>
        <span className={styles.muted}>
          {formatPhone(customer.phoneNumber)}
          {customer.email ? ` · ${customer.email}` : ''}
        </span>
      </div>
      {customer.isStudent ? <CustomerTypeBadge customer={{ isStudent: true }} /> : null}
      {onChange ? (
        <Button variant="secondary" size="sm" onClick={onChange} disabled={disabled}>
          Change
        </Button>
      ) : null}
    </section>
  );
}
