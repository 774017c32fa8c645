import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type Customer,
  type CustomerListQuery,
  customerList,
  customerMessages,
  customerSortFields,
  customerTypeFilters,
} from '@laundry/domain';
import { Button, ListToolbar, type ListView } from '@laundry/ui';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { FilterSelect, ListSearch, SortSelect } from '../../app/lists/ListControls';
import { ListLayout } from '../../app/lists/ListLayout';
import { useLastPageGuard } from '../../app/lists/useLastPageGuard';
import type { ChangeOptions } from '../../app/lists/useListUrlState';
import type { CustomerActionHandlers } from './CustomerActionsMenu';
import { CustomerTile, customerColumns } from './customerColumns';
import type { CustomerPermissions } from './display';
import { useCustomerList } from './queries';

export interface CustomerListProps extends CustomerActionHandlers {
  query: CustomerListQuery;
  onChange: (change: Partial<CustomerListQuery>, options?: ChangeOptions) => void;
  view: ListView;
  onViewChange: (view: ListView) => void;
  permissions: CustomerPermissions;
}

const isSortField = (key: string): key is CustomerListQuery['sortBy'] =>
  (customerSortFields as readonly string[]).includes(key);

/** The customer list (spec part 1 §2): table or grid, search, type filter, sort, pagination. */
export function CustomerList({
  query,
  onChange,
  view,
  onViewChange,
  permissions,
  ...handlers
}: CustomerListProps) {
  const list = useCustomerList(query);
  const filtered = customerList.isFiltered(query);
  useLastPageGuard(query.page, list.data?.pagination.totalPages, (page) =>
    onChange({ page }, { replace: true }),
  );

  return (
    <ListLayout<Customer>
      title="Customers"
      noun="customers"
      nounOne="customer"
      view={view}
      onViewChange={onViewChange}
      toolbar={
        <ListToolbar
          label="Search and filter customers"
          search={
            <ListSearch
              label="Search customers"
              placeholder="Name, phone or email"
              value={query.search ?? ''}
              delayMs={CUSTOMER_SEARCH_DEBOUNCE_MS}
              onSearch={(search) => onChange({ search }, { replace: true })}
            />
          }
        >
          <FilterSelect
            label="Customer type"
            options={customerTypeFilters}
            value={query.isStudent}
            onChange={(isStudent) => onChange({ isStudent })}
          />
          <SortSelect
            options={customerList.sortOptions}
            sortBy={query.sortBy}
            sortOrder={query.sortOrder}
            onChange={onChange}
          />
        </ListToolbar>
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
      page={query.page}
      pageSize={query.limit}
      onPageChange={(page) => onChange({ page })}
      columns={customerColumns(permissions, handlers)}
      getRowId={(customer) => customer._id}
      sort={{ key: query.sortBy, direction: query.sortOrder }}
      onSortChange={({ key, direction }) => {
        if (isSortField(key)) onChange({ sortBy: key, sortOrder: direction });
      }}
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
        description: filtered
          ? 'Try a different search or filter.'
          : 'Customers you add, or who register on the website, appear here.',
        action: filtered ? (
          <Button
            variant="secondary"
            onClick={() => onChange({ search: undefined, isStudent: undefined })}
          >
            Clear filters
          </Button>
        ) : permissions.canCreate ? (
          <Button asChild iconStart={<UserPlus />}>
            <Link to="/customers/new">Add Customer</Link>
          </Button>
        ) : null,
      }}
    />
  );
}
