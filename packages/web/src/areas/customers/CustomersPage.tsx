import {
  type Customer,
  type CustomerStatsRange,
  customerList,
  customerStatsRanges,
} from '@laundry/domain';
import { Button } from '@laundry/ui';
import { UserPlus } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { CUSTOMER_LIST_ANCHOR } from '../../app/anchors';
import { useListUrlState, usePageParam } from '../../app/lists/useListUrlState';
import { ManagementPage } from '../../app/pages/ManagementPage';
import { CustomerList } from './CustomerList';
import * as styles from './customers.css';
import { DeleteCustomerDialog } from './DeleteCustomerDialog';
import { useCustomerPermissions } from './display';
import { ManageLoyaltyDialog } from './ManageLoyaltyDialog';
import { QuickSearch } from './QuickSearch';
import { useCustomer } from './queries';
import { RecentCustomers } from './RecentCustomers';

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
  const [range, setRange] = usePageParam<CustomerStatsRange>('range', customerStatsRanges, 30);
  const permissions = useCustomerPermissions();
  const [selected, setSelected] = useSelection();
  const [loyaltyFor, setLoyaltyFor] = useState<Customer | null>(null);
  const [deleteFor, setDeleteFor] = useState<Customer | null>(null);

  return (
    <ManagementPage
      documentTitle="Customers"
      title="Customer Management"
      description="Customers, loyalty points and student discounts."
      actions={
        permissions.canCreate ? (
          <Button asChild iconStart={<UserPlus />}>
            <Link to="/customers/new">Add Customer</Link>
          </Button>
        ) : null
      }
      tabsLabel="Customer management"
      tabs={[
        {
          value: 'customers',
          label: 'All Customers',
          content: (
            <>
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
                  permissions={permissions}
                  onManageLoyalty={setLoyaltyFor}
                  onDelete={setDeleteFor}
                />
              </div>
            </>
          ),
        },
        {
          value: 'insights',
          label: 'Analytics & Insights',
          loadingLabel: 'Loading analytics...',
          content: <CustomerInsights range={range} onRangeChange={setRange} />,
        },
      ]}
    >
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
    </ManagementPage>
  );
}
