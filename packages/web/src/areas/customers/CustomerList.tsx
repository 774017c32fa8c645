import type { CustomerListParams } from '@laundry/api-client';
import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  type Customer,
  type CustomerSortField,
  customerMessages,
  customerSortOptions,
  customerTypeFilters,
  formatCurrency,
  formatDate,
  formatPhone,
  type SortOrder,
} from '@laundry/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Pagination,
  SearchField,
  SegmentedControl,
  Select,
  Skeleton,
} from '@laundry/ui';
import { LayoutGrid, List, SearchX, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useDebouncedUrlSearch } from '../../app/useDebouncedUrlSearch';
import { type CustomerActionHandlers, CustomerActionsMenu } from './CustomerActionsMenu';
import * as styles from './customers.css';
import { CustomerAvatar, type CustomerPermissions, CustomerTypeBadge, TierBadge } from './display';
import type { CustomerListState, CustomerView } from './listState';
import { useCustomerList } from './queries';

const sortableFields: readonly CustomerSortField[] = [
  'fullName',
  'loyaltyPoints',
  'totalSpent',
  'createdAt',
];

const viewOptions = [
  { value: 'table', label: 'Table view', icon: <List />, hideLabel: true },
  { value: 'grid', label: 'Grid view', icon: <LayoutGrid />, hideLabel: true },
] as const;

const typeOptions = customerTypeFilters.map(({ key, label }) => ({ value: key, label }));
const sortOptions = customerSortOptions.map(({ value, label }) => ({ value, label }));

const points = (value: number) => value.toLocaleString('en-US');

function columnsFor(
  permissions: CustomerPermissions,
  handlers: CustomerActionHandlers,
): DataTableColumn<Customer>[] {
  return [
    {
      key: 'fullName',
      header: 'Customer',
      sortable: true,
      cell: (customer) => (
        <div className={styles.person}>
          <CustomerAvatar name={customer.fullName} size="sm" />
          <div className={styles.personText}>
            <Link to={`/customers/${customer._id}`} className={styles.nameLink}>
              {customer.fullName}
            </Link>
            <span className={styles.muted}>{formatPhone(customer.phoneNumber)}</span>
          </div>
        </div>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      hideBelow: 'desktop',
      cell: (customer) =>
        customer.email ? customer.email : <span className={styles.muted}>—</span>,
    },
    {
      key: 'type',
      header: 'Type',
      hideBelow: 'tablet',
      cell: (customer) => (
        <div className={styles.cellStack}>
          <CustomerTypeBadge customer={customer} />
          {customer.isStudent && customer.campusId ? (
            <span className={styles.muted}>{customer.campusId}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'loyaltyPoints',
      header: 'Loyalty',
      sortable: true,
      cell: (customer) => (
        <span className={styles.inlineFigures}>
          <span>{points(customer.loyaltyPoints)}</span>
          <TierBadge points={customer.loyaltyPoints} />
        </span>
      ),
    },
    {
      key: 'totalOrders',
      header: 'Orders',
      align: 'end',
      hideBelow: 'desktop',
      cell: (customer) => <span className={styles.figure}>{customer.totalOrders}</span>,
    },
    {
      key: 'totalSpent',
      header: 'Total spent',
      align: 'end',
      sortable: true,
      hideBelow: 'tablet',
      cell: (customer) => (
        <span className={styles.figure}>{formatCurrency(customer.totalSpent)}</span>
      ),
    },
    {
      key: 'createdAt',
      header: 'Joined',
      sortable: true,
      hideBelow: 'desktop',
      cell: (customer) => formatDate(customer.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      width: '56px',
      cell: (customer) => (
        <CustomerActionsMenu customer={customer} permissions={permissions} {...handlers} />
      ),
    },
  ];
}

function CustomerTile({
  customer,
  permissions,
  handlers,
}: {
  customer: Customer;
  permissions: CustomerPermissions;
  handlers: CustomerActionHandlers;
}) {
  return (
    <li className={styles.tile}>
      <div className={styles.tileHead}>
        <div className={styles.person}>
          <CustomerAvatar name={customer.fullName} />
          <div className={styles.personText}>
            <Link to={`/customers/${customer._id}`} className={styles.nameLink}>
              {customer.fullName}
            </Link>
            <span className={styles.muted}>{formatPhone(customer.phoneNumber)}</span>
          </div>
        </div>
        <CustomerActionsMenu customer={customer} permissions={permissions} {...handlers} />
      </div>
      <div className={styles.badges}>
        <CustomerTypeBadge customer={customer} />
        <TierBadge points={customer.loyaltyPoints} />
      </div>
      {customer.email ? <span className={styles.muted}>{customer.email}</span> : null}
      <dl className={styles.tileFigures}>
        <div className={styles.tileFigure}>
          <dt className={styles.tileFigureLabel}>Points</dt>
          <dd className={styles.tileFigureValue}>{points(customer.loyaltyPoints)}</dd>
        </div>
        <div className={styles.tileFigure}>
          <dt className={styles.tileFigureLabel}>Orders</dt>
          <dd className={styles.tileFigureValue}>{customer.totalOrders}</dd>
        </div>
        <div className={styles.tileFigure}>
          <dt className={styles.tileFigureLabel}>Spent</dt>
          <dd className={styles.tileFigureValue}>{formatCurrency(customer.totalSpent)}</dd>
        </div>
      </dl>
    </li>
  );
}

function GridSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading customers">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <li key={key} className={styles.tile}>
          <div className={styles.person}>
            <Skeleton width={40} height={40} radius="full" />
            <div className={styles.personText}>
              <Skeleton width={140} />
              <Skeleton width={90} />
            </div>
          </div>
          <Skeleton height={48} />
        </li>
      ))}
    </ul>
  );
}

export interface CustomerListProps extends CustomerActionHandlers {
  state: CustomerListState;
  view: CustomerView;
  query: CustomerListParams;
  permissions: CustomerPermissions;
  onChange: (change: Partial<CustomerListState>, options?: { replace?: boolean }) => void;
}

/** The customer list (spec part 1 §2): table or grid, search, type filter, sort, pagination. */
export function CustomerList({
  state,
  view,
  query,
  permissions,
  onChange,
  onManageLoyalty,
  onDelete,
}: CustomerListProps) {
  const list = useCustomerList(query);
  const [searchText, setSearchText] = useDebouncedUrlSearch(
    state.search,
    (search) => onChange({ search }, { replace: true }),
    CUSTOMER_SEARCH_DEBOUNCE_MS,
  );
  const handlers = { onManageLoyalty, onDelete };
  const customers = list.data?.customers ?? [];
  const pagination = list.data?.pagination;
  const filtered = Boolean(state.search) || state.type !== 'all';
  const sortValue = `${state.sortBy}-${state.sortOrder}`;
  const knownSort = sortOptions.some((option) => option.value === sortValue);

  const errorSlot = list.isError ? (
    <div className={styles.slot}>
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(list.error, customerMessages.fetchListFailed)}
      </Alert>
    </div>
  ) : null;

  const emptySlot = (
    <EmptyState
      icon={<SearchX aria-hidden size={28} />}
      title="No customers found"
      description={
        filtered
          ? 'Try a different search or filter.'
          : 'Customers you add, or who register on the website, appear here.'
      }
      action={
        filtered ? (
          <Button
            variant="secondary"
            onClick={() => {
              setSearchText('');
              onChange({ search: '', type: 'all' });
            }}
          >
            Clear filters
          </Button>
        ) : permissions.canCreate ? (
          <Button asChild iconStart={<UserPlus />}>
            <Link to="/customers/new">Add Customer</Link>
          </Button>
        ) : null
      }
    />
  );

  const total = pagination?.totalCustomers ?? 0;
  const first = total === 0 ? 0 : (state.page - 1) * (query.limit ?? 10) + 1;
  const last = Math.min(total, state.page * (query.limit ?? 10));

  return (
    <Card
      padding="none"
      title="Customers"
      headingLevel={2}
      actions={
        <div className={styles.listHeaderActions}>
          {pagination ? (
            <span className={styles.listHeaderCount} aria-live="polite">
              {total.toLocaleString('en-US')} {total === 1 ? 'customer' : 'customers'}
            </span>
          ) : null}
          <SegmentedControl
            label="View"
            size="sm"
            options={viewOptions}
            value={view}
            onValueChange={(next) => onChange({ view: next })}
          />
        </div>
      }
    >
      <search className={styles.toolbar} aria-label="Search and filter customers">
        <div className={styles.toolbarSearch}>
          <SearchField
            label="Search customers"
            hideLabel={false}
            placeholder="Name, phone or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onClear={() => setSearchText('')}
          />
        </div>
        <Select
          label="Customer type"
          options={typeOptions}
          value={state.type}
          onValueChange={(type) => onChange({ type })}
        />
        <Select
          label="Sort by"
          options={sortOptions}
          value={knownSort ? sortValue : ''}
          placeholder="Custom order"
          onValueChange={(value) => {
            const option = customerSortOptions.find((candidate) => candidate.value === value);
            if (option) onChange({ sortBy: option.sortBy, sortOrder: option.sortOrder });
          }}
        />
      </search>

      {view === 'table' ? (
        <DataTable
          caption="Customers"
          columns={columnsFor(permissions, handlers)}
          rows={customers}
          getRowId={(customer) => customer._id}
          loading={list.isFetching}
          loadingRows={5}
          sort={{ key: state.sortBy, direction: state.sortOrder }}
          onSortChange={(sort) => {
            if (sortableFields.includes(sort.key as CustomerSortField)) {
              onChange({
                sortBy: sort.key as CustomerSortField,
                sortOrder: sort.direction as SortOrder,
              });
            }
          }}
          error={errorSlot}
          empty={emptySlot}
        />
      ) : errorSlot ? (
        errorSlot
      ) : list.isPending ? (
        <GridSkeleton />
      ) : customers.length === 0 ? (
        emptySlot
      ) : (
        <ul className={styles.grid} aria-label="Customers" aria-busy={list.isFetching || undefined}>
          {customers.map((customer) => (
            <CustomerTile
              key={customer._id}
              customer={customer}
              permissions={permissions}
              handlers={handlers}
            />
          ))}
        </ul>
      )}

      {pagination && pagination.totalPages > 1 ? (
        <div className={styles.listFooter}>
          <Pagination
            label="Customer pages"
            page={pagination.currentPage}
            totalPages={pagination.totalPages}
            disabled={list.isFetching}
            onPageChange={(page) => onChange({ page })}
            summary={`Showing ${first} to ${last} of ${total.toLocaleString('en-US')} customers`}
          />
        </div>
      ) : null}
    </Card>
  );
}
