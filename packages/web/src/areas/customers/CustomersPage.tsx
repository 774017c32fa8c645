import {
  type Customer,
  type CustomerStatsRange,
  customerList,
  customerStatsRanges,
} from '@laundry/domain';
import {
  Button,
  Heading,
  type ListView,
  listViews,
  media,
  Spinner,
  Tabs,
  Text,
  useMediaQuery,
} from '@laundry/ui';
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useListUrlState, usePageParam } from '../../app/lists/useListUrlState';
import { CUSTOMER_LIST_ANCHOR } from './anchors';
import { CustomerList } from './CustomerList';
import * as styles from './customers.css';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import { useCustomerPermissions } from './display';
import { ManageLoyaltyDialog } from './ManageLoyaltyDialog';
import { QuickSearch } from './QuickSearch';
import { useCustomer } from './queries';
import { RecentCustomers } from './RecentCustomers';

const customerTabs = ['customers', 'insights'] as const;

// The charts (victory) load only when the Analytics & Insights tab is opened.
const CustomerInsights = lazy(() => import('./CustomerInsights'));

/** The selected customer, kept current: a loyalty change shows at once. */
function useSelection() {
  const [selected, setSelected] = useState<Customer | null>(null);
  const current = useCustomer(selected?._id ?? '', { initial: selected, enabled: !!selected });
  return [selected ? (current.data ?? selected) : null, setSelected] as const;
}

/** /customers (spec part 1 §2 'Customer management page'). */
export function CustomersPage() {
  const { query, change } = useListUrlState(customerList);
  const [tab, setTab] = usePageParam('tab', customerTabs, 'customers');
  const [range, setRange] = usePageParam<CustomerStatsRange>('range', customerStatsRanges, 30);
  const wide = useMediaQuery(media.tablet);
  // Without a choice in the address, phones get the cards and wider screens the table.
  const [chosenView, setView, viewChosen] = usePageParam<ListView>('view', listViews, 'table');
  const view = viewChosen ? chosenView : wide ? 'table' : 'grid';
  const permissions = useCustomerPermissions();
  const [selected, setSelected] = useSelection();
  const [loyaltyFor, setLoyaltyFor] = useState<Customer | null>(null);
  const [deleteFor, setDeleteFor] = useState<Customer | null>(null);

  return (
    <div className={styles.page}>
      <title>Customers</title>
      <header className={styles.pageHeader}>
        <div className={styles.pageTitle}>
          <Heading level={1}>Customer Management</Heading>
          <Text tone="muted">Customers, loyalty points and student discounts.</Text>
        </div>
        {permissions.canCreate ? (
          <div className={styles.pageActions}>
            <Button asChild iconStart={<UserPlus />}>
              <Link to="/customers/new">Add Customer</Link>
            </Button>
          </div>
        ) : null}
      </header>

      <Tabs.Root
        value={tab}
        onValueChange={(next) => setTab(next === 'insights' ? 'insights' : 'customers')}
      >
        <Tabs.List aria-label="Customer management">
          <Tabs.Trigger value="customers">All Customers</Tabs.Trigger>
          <Tabs.Trigger value="insights">Analytics &amp; Insights</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="customers">
          <div className={styles.tabBody}>
            <div className={styles.directoryTop}>
              <QuickSearch
                selected={selected}
                onSelect={setSelected}
                onManageLoyalty={setLoyaltyFor}
                permissions={permissions}
              />
              <RecentCustomers selectedId={selected?._id ?? null} onSelect={setSelected} />
            </div>
            <div id={CUSTOMER_LIST_ANCHOR} className={styles.anchor}>
              <CustomerList
                query={query}
                onChange={change}
                view={view}
                onViewChange={setView}
                permissions={permissions}
                onManageLoyalty={setLoyaltyFor}
                onDelete={setDeleteFor}
              />
            </div>
          </div>
        </Tabs.Content>
        <Tabs.Content value="insights">
          <Suspense fallback={<Spinner label="Loading analytics..." />}>
            <CustomerInsights range={range} onRangeChange={setRange} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>

      {loyaltyFor ? (
        <ManageLoyaltyDialog customer={loyaltyFor} onClose={() => setLoyaltyFor(null)} />
      ) : null}
      <DeleteCustomerDialog
        customer={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
        onDeleted={() => setSelected(null)}
      />
    </div>
  );
}
