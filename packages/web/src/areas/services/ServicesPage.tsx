import { formatDuration, type Service, type ServiceListQuery, serviceList } from '@laundry/domain';
import { Button } from '@laundry/ui';
import { Calculator, Clock, Layers, Plus, Star, ToggleRight } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { type ChangeOptions, useListUrlState } from '../../app/lists/useListUrlState';
import { ManagementPage } from '../../app/pages/ManagementPage';
import { StatCards } from '../../app/pages/StatCards';
import { PriceCalculatorDialog } from './PriceCalculatorDialog';
import { useServiceStats } from './queries';
import { BulkActionsDialog } from './ServiceBulkActionsDialog';
import { DeleteServiceDialog, useServiceRowActions } from './ServiceDialogs';
import { ServiceList } from './ServiceList';

// The chart (victory) loads only when the Analytics tab is opened.
const ServiceAnalyticsTab = lazy(() => import('./ServiceAnalyticsTab'));

/** The four cards (spec part 2 §2.8): Total, Active, Most Popular (with orders), Avg Processing. */
function ServiceStatCards() {
  const stats = useServiceStats();
  const data = stats.data;
  // A failed load leaves the cards in place with a dash.
  const missing = stats.isError ? '—' : undefined;
  const popular = data?.mostPopular;
  return (
    <StatCards
      label="Service statistics"
      status={stats}
      items={[
        {
          label: 'Total Services',
          value: missing ?? data?.totalServices ?? 0,
          icon: <Layers />,
          tone: 'primary',
        },
        {
          label: 'Active Services',
          value: missing ?? data?.activeServices ?? 0,
          icon: <ToggleRight />,
          tone: 'green',
        },
        {
          label: 'Most Popular',
          value: missing ?? popular?.name ?? 'None yet',
          hint: popular
            ? `${popular.orders} ${popular.orders === 1 ? 'order' : 'orders'}`
            : 'No orders yet',
          icon: <Star />,
          tone: 'amber',
        },
        {
          label: 'Avg. Processing',
          value: missing ?? formatDuration(data?.avgTime),
          hint: 'Average per active service',
          icon: <Clock />,
          tone: 'purple',
        },
      ]}
    />
  );
}

/** /services (spec part 2 §2.8 'Service management'), admin only. */
export function ServicesPage() {
  const { query, change } = useListUrlState(serviceList);
  const [selected, setSelected] = useState<Map<string, Service>>(new Map());
  const selectedIds = [...selected.keys()];
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleteFor, setDeleteFor] = useState<Service | null>(null);
  const rowActions = useServiceRowActions();
  // Another search, filter, sort or page shows other rows: the selection starts again.
  const changeList = (next: Partial<ServiceListQuery>, options?: ChangeOptions) => {
    setSelected(new Map());
    change(next, options);
  };

  return (
    <ManagementPage
      documentTitle="Services"
      title="Service Management"
      description="The price list: services, category prices and process steps."
      actions={
        <>
          <Button
            variant="secondary"
            iconStart={<Calculator />}
            onClick={() => setCalculatorOpen(true)}
          >
            Price Calculator
          </Button>
          <Button
            variant="secondary"
            disabled={selectedIds.length === 0}
            onClick={() => setBulkOpen(true)}
          >
            Bulk Actions ({selectedIds.length})
          </Button>
          <Button asChild iconStart={<Plus />}>
            <Link to="/services/new">Add Service</Link>
          </Button>
        </>
      }
      stats={<ServiceStatCards />}
      tabsLabel="Service management"
      tabs={[
        {
          value: 'list',
          label: 'Service List',
          content: (
            <ServiceList
              query={query}
              onChange={changeList}
              selected={selected}
              onSelectedChange={setSelected}
              onDuplicate={rowActions.duplicate}
              onToggleStatus={rowActions.toggle}
              onDelete={setDeleteFor}
            />
          ),
        },
        {
          value: 'analytics',
          label: 'Analytics',
          loadingLabel: 'Loading analytics...',
          content: <ServiceAnalyticsTab />,
        },
      ]}
    >
      <PriceCalculatorDialog open={calculatorOpen} onOpenChange={setCalculatorOpen} />
      <BulkActionsDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        serviceIds={selectedIds}
        onDone={() => setSelected(new Map())}
      />
      <DeleteServiceDialog
        service={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
        onDeleted={(service) =>
          setSelected((chosen) => {
            const next = new Map(chosen);
            next.delete(service._id);
            return next;
          })
        }
      />
    </ManagementPage>
  );
}
