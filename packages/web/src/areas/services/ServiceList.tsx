import {
  formatCurrency,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  type Service,
  type ServiceListQuery,
  serviceList,
  serviceStatusFilterOptions,
} from '@laundry/domain';
import {
  Checkbox,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ListSkeleton,
  ListToolbar,
  type ListView,
  Pagination,
  QueryErrorAlert,
  SearchField,
  Select,
  Tile,
  TileGrid,
  ViewSwitch,
} from '@laundry/ui';
import { PackageSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errors';
import {
  ActiveBadge,
  formatMinutes,
  PriceTypeBadge,
  ProcessSteps,
  ServiceIcon,
  unitPrice,
} from './display';
import { serviceMessages } from './messages';
import { useServiceList } from './queries';
import { type ServiceActionHandlers, ServiceActionsMenu } from './ServiceActionsMenu';
import * as styles from './services.css';

const ALL = 'all';
const statusOptions = serviceStatusFilterOptions.map(({ key, label }) => ({ value: key, label }));
const priceTypeOptions = [
  { value: ALL, label: 'All Price Types' },
  ...PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] })),
];
const sortOptions = serviceList.sortOptions.map(({ value, label }) => ({ value, label }));

function columnsFor(handlers: ServiceActionHandlers): DataTableColumn<Service>[] {
  return [
    {
      key: 'name',
      header: 'Service',
      pin: 'start',
      minWidth: 220,
      cell: (service) => (
        <span className={styles.serviceName}>
          <ServiceIcon service={service} />
          <span>
            <Link className={styles.nameLink} to={`/services/${service._id}`}>
              {service.name}
            </Link>
            {service.description ? (
              <>
                <br />
                <span className={styles.muted}>{service.description}</span>
              </>
            ) : null}
          </span>
        </span>
      ),
      wrap: true,
    },
    {
      key: 'priceType',
      header: 'Price Type',
      cell: (service) => <PriceTypeBadge priceType={service.priceType} />,
      priority: 3,
    },
    {
      key: 'basePrice',
      header: 'Base Price',
      cell: (service) => formatCurrency(service.basePrice),
      align: 'end',
      priority: 1,
    },
    {
      key: 'statuses',
      header: 'Process',
      cell: (service) => <ProcessSteps statuses={service.statuses} />,
      priority: 4,
      minWidth: 200,
    },
    {
      key: 'estimatedTime',
      header: 'Time',
      cell: (service) => formatMinutes(service.estimatedTime),
      priority: 2,
    },
    {
      key: 'isActive',
      header: 'Status',
      cell: (service) => <ActiveBadge active={service.isActive} />,
      priority: 2,
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      pin: 'end',
      minWidth: 56,
      align: 'end',
      cell: (service) => <ServiceActionsMenu service={service} {...handlers} />,
    },
  ];
}

export interface ServiceListProps extends ServiceActionHandlers {
  query: ServiceListQuery;
  view: ListView;
  onChange: (change: Partial<ServiceListQuery>) => void;
  onViewChange: (view: ListView) => void;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
}

/** The Service List tab: search, filters, sort, table or grid, selection and paging. */
export function ServiceList({
  query,
  view,
  onChange,
  onViewChange,
  selectedIds,
  onSelectionChange,
  ...handlers
}: ServiceListProps) {
  const list = useServiceList(query);
  const [search, setSearch] = useState(query.search ?? '');
  // Debounced: the address (and the query) follow the box 300 ms after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = search.trim() || undefined;
      if (next !== query.search) onChange({ search: next });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);

  const data = list.data;
  const rows = data?.services ?? [];
  const filtered = serviceList.isFiltered(query);
  const empty = (
    <EmptyState
      icon={<PackageSearch />}
      title={serviceMessages.noServices}
      description={
        filtered
          ? 'Try another search or clear the filters.'
          : 'Add the first service of the price list.'
      }
    />
  );
  const error = list.isError ? (
    <QueryErrorAlert
      message={errorMessage(list.error, serviceMessages.loadFailed)}
      // Spec: Retry reloads the page.
      onRetry={() => window.location.reload()}
      retryLabel="Retry"
    />
  ) : null;

  return (
    <div className={styles.tabBody}>
      <ListToolbar
        label="Search and filter services"
        search={
          <SearchField
            label="Search services"
            hideLabel
            placeholder="Search services..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onClear={() => setSearch('')}
          />
        }
      >
        <Select
          label="Status"
          hideLabel
          value={query.status ?? ALL}
          onValueChange={(value) =>
            onChange({ status: value === ALL ? undefined : (value as ServiceListQuery['status']) })
          }
          options={statusOptions}
        />
        <Select
          label="Price type"
          hideLabel
          value={query.priceType ?? ALL}
          onValueChange={(value) =>
            onChange({
              priceType: value === ALL ? undefined : (value as ServiceListQuery['priceType']),
            })
          }
          options={priceTypeOptions}
        />
        <Select
          label="Sort by"
          hideLabel
          value={serviceList.sortOptionOf(query).value}
          onValueChange={(value) => onChange(serviceList.sortFromOption(value))}
          options={sortOptions}
        />
        <ViewSwitch value={view} onValueChange={onViewChange} />
      </ListToolbar>

      {list.isPending ? (
        <ListSkeleton view={view} label="Loading services" />
      ) : view === 'table' ? (
        <DataTable
          caption="Services"
          columns={columnsFor(handlers)}
          rows={rows}
          getRowId={(service) => service._id}
          getRowLabel={(service) => service.name}
          selectable
          selectedIds={selectedIds}
          onSelectionChange={onSelectionChange}
          loading={list.isFetching && list.isPlaceholderData}
          empty={empty}
          error={error}
        />
      ) : error ? (
        error
      ) : rows.length === 0 ? (
        empty
      ) : (
        <TileGrid label="Services" busy={list.isFetching && list.isPlaceholderData}>
          {rows.map((service) => (
            <Tile
              key={service._id}
              title={
                <span className={styles.serviceName}>
                  <Checkbox
                    label={`Select ${service.name}`}
                    hideLabel
                    checked={selectedIds.includes(service._id)}
                    onCheckedChange={(checked) =>
                      onSelectionChange(
                        checked
                          ? [...selectedIds, service._id]
                          : selectedIds.filter((id) => id !== service._id),
                      )
                    }
                  />
                  <ServiceIcon service={service} />
                  <Link className={styles.nameLink} to={`/services/${service._id}`}>
                    {service.name}
                  </Link>
                </span>
              }
              actions={<ServiceActionsMenu service={service} {...handlers} />}
            >
              <div className={styles.tileBody}>
                {service.description ? (
                  <span className={styles.muted}>{service.description}</span>
                ) : null}
                <ProcessSteps statuses={service.statuses} />
                <div className={styles.tileFooter}>
                  <strong>{unitPrice(service)}</strong>
                  <span className={styles.muted}>{formatMinutes(service.estimatedTime)}</span>
                </div>
                <div className={styles.tileFooter}>
                  <PriceTypeBadge priceType={service.priceType} />
                  <ActiveBadge active={service.isActive} />
                </div>
              </div>
            </Tile>
          ))}
        </TileGrid>
      )}

      {data && data.pagination.totalPages > 1 ? (
        <Pagination
          page={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          onPageChange={(page) => onChange({ page })}
          count={{
            pageSize: query.limit,
            total: data.pagination.totalServices,
            noun: 'services',
            nounOne: 'service',
          }}
        />
      ) : null}
    </div>
  );
}
