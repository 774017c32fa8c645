import { type Service, type ServiceListQuery, serviceList } from '@laundry/domain';
import {
  Button,
  Heading,
  type ListView,
  media,
  Spinner,
  StatCard,
  Tabs,
  Text,
  useMediaQuery,
} from '@laundry/ui';
import { Calculator, Clock, Layers, Plus, Star, ToggleRight } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PriceCalculatorDialog } from './PriceCalculatorDialog';
import { useServiceStats } from './queries';
import { BulkActionsDialog, DeleteServiceDialog, useServiceRowActions } from './ServiceDialogs';
import { ServiceList } from './ServiceList';
import * as styles from './services.css';

// The chart (victory) loads only when the Analytics tab is opened.
const ServiceAnalyticsTab = lazy(() => import('./ServiceAnalyticsTab'));

/** The four cards (spec part 2 §2.8): Total, Active, Most Popular (with orders), Avg Processing. */
function ServiceStatCards() {
  const stats = useServiceStats();
  const data = stats.data;
  const loading = stats.isPending;
  const missing = stats.isError ? '—' : undefined;
  return (
    <section className={styles.stats} aria-label="Service statistics">
      <StatCard
        label="Total Services"
        value={missing ?? data?.totalServices ?? 0}
        icon={<Layers />}
        tone="primary"
        loading={loading}
      />
      <StatCard
        label="Active Services"
        value={missing ?? data?.activeServices ?? 0}
        icon={<ToggleRight />}
        tone="green"
        loading={loading}
      />
      <StatCard
        label="Most Popular"
        value={missing ?? data?.mostPopular?.name ?? 'None yet'}
        hint={
          data?.mostPopular
            ? `${data.mostPopular.orders} ${data.mostPopular.orders === 1 ? 'order' : 'orders'}`
            : 'No orders yet'
        }
        icon={<Star />}
        tone="amber"
        loading={loading}
      />
      <StatCard
        label="Avg. Processing"
        value={missing ?? `${data?.avgTime ?? 0} min`}
        hint="Average per active service"
        icon={<Clock />}
        tone="purple"
        loading={loading}
      />
    </section>
  );
}

type Tab = 'list' | 'analytics';

/** /services (spec part 2 §2.8 'Service management'), admin only. */
export function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const query = serviceList.readSearchParams(params);
  const tab: Tab = params.get('tab') === 'analytics' ? 'analytics' : 'list';
  const wide = useMediaQuery(media.tablet);
  const view: ListView =
    params.get('view') === 'grid' || params.get('view') === 'table'
      ? (params.get('view') as ListView)
      : wide
        ? 'table'
        : 'grid';
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleteFor, setDeleteFor] = useState<Service | null>(null);
  const rowActions = useServiceRowActions();

  const setAddress = useCallback(
    (next: { query?: ServiceListQuery; tab?: Tab; view?: ListView }) =>
      setParams(
        (current) => {
          const nextQuery = next.query ?? serviceList.readSearchParams(current);
          const address = serviceList.writeSearchParams(nextQuery);
          const nextTab = next.tab ?? (current.get('tab') === 'analytics' ? 'analytics' : 'list');
          const nextView = next.view ?? current.get('view');
          if (nextTab !== 'list') address.set('tab', nextTab);
          if (nextView) address.set('view', nextView);
          return address;
        },
        { replace: true },
      ),
    [setParams],
  );
  const change = useCallback(
    (change: Partial<ServiceListQuery>) => {
      setSelectedIds([]);
      setParams(
        (current) => {
          const before = serviceList.readSearchParams(current);
          const address = serviceList.writeSearchParams(serviceList.changeQuery(before, change));
          for (const key of ['tab', 'view']) {
            const value = current.get(key);
            if (value) address.set(key, value);
          }
          return address;
        },
        { replace: 'search' in change },
      );
    },
    [setParams],
  );

  return (
    <div className={styles.page}>
      <title>Services</title>
      <header className={styles.pageHeader}>
        <div className={styles.pageTitle}>
          <Heading level={1}>Service Management</Heading>
          <Text tone="muted">The price list: services, category prices and process steps.</Text>
        </div>
        <div className={styles.headerActions}>
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
        </div>
      </header>

      <ServiceStatCards />

      <Tabs.Root value={tab} onValueChange={(value) => setAddress({ tab: value as Tab })}>
        <Tabs.List aria-label="Service management">
          <Tabs.Trigger value="list">Service List</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          <ServiceList
            query={query}
            view={view}
            onChange={change}
            onViewChange={(next) => setAddress({ view: next })}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            onDuplicate={rowActions.duplicate}
            onToggleStatus={rowActions.toggle}
            onDelete={setDeleteFor}
          />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <Suspense fallback={<Spinner label="Loading analytics..." />}>
            <ServiceAnalyticsTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>

      <PriceCalculatorDialog open={calculatorOpen} onOpenChange={setCalculatorOpen} />
      <BulkActionsDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        serviceIds={selectedIds}
        onDone={() => setSelectedIds([])}
      />
      <DeleteServiceDialog
        service={deleteFor}
        onOpenChange={(open) => {
          if (!open) setDeleteFor(null);
        }}
        onDeleted={(service) => setSelectedIds((ids) => ids.filter((id) => id !== service._id))}
      />
    </div>
  );
}
