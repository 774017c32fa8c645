import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type Customer,
  type CustomerDiscountInfo,
  customerMessages,
  formatPhone,
  type OrderFormCustomer,
  shouldSearchCustomers,
} from '@laundry/domain';
import { Alert, Badge, Button, Combobox, Text } from '@laundry/ui';
import { ShoppingBag, Star, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { useDebounced } from '../../../app/useDebounced';
import {
  AddCustomerDialog,
  CustomerAvatar,
  CustomerTypeBadge,
  useCustomerPermissions,
} from '../../customers';
import * as styles from './orderForm.css';
import { useCustomerSearch } from './queries';

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
  const [text, setText] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const { canCreate } = useCustomerPermissions();
  const debounced = useDebounced(text, CUSTOMER_SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(debounced);
  const asking = shouldSearchCustomers(text);
  const waiting = asking && (debounced.trim() !== text.trim() || search.isFetching);
  const results = asking && shouldSearchCustomers(debounced) ? (search.data ?? []) : [];
  const nobody =
    asking && !waiting && search.isSuccess && shouldSearchCustomers(debounced) && !results.length;

  return (
    <div className={styles.body}>
      <Combobox
        id={CUSTOMER_SEARCH_ID}
        // The counter starts typing at once: the search has the focus when the step opens.
        autoFocus
        label="Search customers"
        hideLabel={false}
        hint="Name, phone or email. Enter picks the first match."
        placeholder="Name, phone or email"
        inputValue={text}
        onInputValueChange={setText}
        items={waiting ? [] : results}
        loading={waiting}
        minLength={2}
        loadingText="Searching customers..."
        emptyText={
          search.isError ? (
            errorMessage(search.error, customerMessages.searchFailed)
          ) : (
            <span className={styles.resultText}>
              <Text weight="medium">No customers found</Text>
              <span className={styles.muted}>Try a different search term</span>
            </span>
          )
        }
        getItemId={(customer) => customer._id}
        getItemText={(customer) =>
          `${customer.fullName || 'Unknown'}, ${formatPhone(customer.phoneNumber)}`
        }
        renderItem={(customer) => (
          <span className={styles.result}>
            <CustomerAvatar name={customer.fullName} size="sm" />
            <span className={styles.resultText}>
              <Text weight="medium" truncate>
                {customer.fullName || 'Unknown'}
              </Text>
              <span className={styles.muted}>
                {formatPhone(customer.phoneNumber)}
                {customer.email ? ` · ${customer.email}` : ''}
              </span>
            </span>
            <span className={styles.resultMeta}>
              {customer.isStudent ? <CustomerTypeBadge customer={customer} /> : null}
              <Badge tone="neutral" icon={<Star />}>
                {customer.loyaltyPoints.toLocaleString('en-US')} pts
              </Badge>
              <Badge tone="neutral" icon={<ShoppingBag />}>
                {customer.totalOrders} {customer.totalOrders === 1 ? 'order' : 'orders'}
              </Badge>
            </span>
          </span>
        )}
        onSelect={(customer) => {
          onSelect(customer);
          setText('');
        }}
      />
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
            setText('');
          }}
          onClose={() => setAdding(null)}
        />
      ) : null}
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
