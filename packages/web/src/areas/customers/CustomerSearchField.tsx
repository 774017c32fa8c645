import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_MIN_LENGTH,
  type Customer,
  customerMessages,
  formatPhone,
  shouldSearchCustomers,
} from '@laundry/domain';
import type { ReactNode } from 'react';
import { NoResults, SearchResult } from '../../app/search/SearchResult';
import { TypeAheadSearch, type TypeAheadSearchProps } from '../../app/search/TypeAheadSearch';
import { CustomerAvatar } from './display';
import { useCustomerSearch } from './queries';

/** The name a customer is shown by ('Unknown' when the record has none). */
const nameOf = (customer: Customer) => customer.fullName || 'Unknown';

/**
 * Find a customer by name, phone or e-mail (spec part 2 §2.7 'Customer search widget', part 1
 * §2 'Quick search'): the server's search from 2 characters, debounced 300 ms, at most 10 rows,
 * each with the avatar, the name, the phone and e-mail, and the caller's badges (`meta`). The
 * order form's first step and the customers' quick search both are this field.
 */
export function CustomerSearchField({
  meta,
  itemText = (customer) => `${nameOf(customer)}, ${formatPhone(customer.phoneNumber)}`,
  ...props
}: Omit<
  TypeAheadSearchProps<Customer>,
  | 'useResults'
  | 'shouldSearch'
  | 'minLength'
  | 'debounceMs'
  | 'emptyText'
  | 'failureText'
  | 'getItemId'
  | 'getItemText'
  | 'renderItem'
> & {
  /** The badges at the end of a row. */
  meta: (customer: Customer) => ReactNode;
  /** What screen readers say of a row: the name and phone unless given. */
  itemText?: (customer: Customer) => string;
}) {
  return (
    <TypeAheadSearch
      {...props}
      placeholder="Name, phone or email"
      loadingText="Searching customers..."
      useResults={useCustomerSearch}
      shouldSearch={shouldSearchCustomers}
      minLength={CUSTOMER_SEARCH_MIN_LENGTH}
      debounceMs={CUSTOMER_SEARCH_DEBOUNCE_MS}
      emptyText={<NoResults title="No customers found" hint="Try a different search term" />}
      failureText={customerMessages.searchFailed}
      getItemId={(customer) => customer._id}
      getItemText={itemText}
      renderItem={(customer) => (
        <SearchResult
          avatar={<CustomerAvatar name={customer.fullName} size="sm" />}
          name={nameOf(customer)}
          detail={`${formatPhone(customer.phoneNumber)}${customer.email ? ` · ${customer.email}` : ''}`}
          meta={meta(customer)}
        />
      )}
    />
  );
}
