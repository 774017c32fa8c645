import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type Customer,
  type CustomerListQuery,
  customerList,
  customerMessages,
  customerTypeFilters,
} from '@laundry/domain';
import { Button } from '@laundry/ui';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { DefinedList } from '../../app/lists/DefinedList';
import { FilterSelect } from '../../app/lists/ListControls';
import type { ChangeOptions } from '../../app/lists/useListUrlState';
import type { CustomerActionHandlers } from './CustomerActionsMenu';
import { CustomerTile, customerColumns } from './customerColumns';
import type { CustomerPermissions } from './display';
import { useCustomerList } from './queries';

export interface CustomerListProps extends CustomerActionHandlers {
  query: CustomerListQuery;
  onChange: (change: Partial<CustomerListQuery>, options?: ChangeOptions) => void;
  permissions: CustomerPermissions;
}

/** The customer list (spec part 1 §2): table or grid, search, type filter, sort, pagination. */
export function CustomerList({ query, onChange, permissions, ...handlers }: CustomerListProps) {
  const list = useCustomerList(query);
  return (
    <DefinedList<Customer, CustomerListQuery>
      definition={customerList}
      query={query}
      onChange={onChange}
      title="Customers"
      noun="customers"
      nounOne="customer"
      search={{
        label: 'Search customers',
        placeholder: 'Name, phone or email',
        delayMs: CUSTOMER_SEARCH_DEBOUNCE_MS,
      }}
      filters={
        <FilterSelect
          label="Customer type"
          options={customerTypeFilters}
          value={query.isStudent}
          onChange={(isStudent) => onChange({ isStudent })}
        />
      }
      data={
        list.data && {
          rows: list.data.customers,
          total: list.data.pagination.totalCustomers,
          totalPages: list.data.pagination.totalPages,
        }
      }
      status={list}
      failureMessage={customerMessages.fetchListFailed}
      columns={customerColumns(permissions, handlers)}
      getRowId={(customer) => customer._id}
      renderTile={(customer) => (
        <CustomerTile
          key={customer._id}
          customer={customer}
          permissions={permissions}
          handlers={handlers}
        />
      )}
      empty={{
        title: 'No customers found',
        description: 'Customers you add, or who register on the website, appear here.',
        action: permissions.canCreate ? (
          <Button asChild iconStart={<UserPlus />}>
            <Link to="/customers/new">Add Customer</Link>
          </Button>
        ) : null,
      }}
    />
  );
}
