import {
  type FilterOption,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  type PriceType,
  type Service,
  type ServiceListQuery,
  serviceList,
  serviceStatusFilterOptions,
} from '@laundry/domain';
import { Button } from '@laundry/ui';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DefinedList } from '../../app/lists/DefinedList';
import { FilterSelect } from '../../app/lists/ListControls';
import type { ChangeOptions } from '../../app/lists/useListUrlState';
import { serviceMessages } from './messages';
import { useServiceList } from './queries';
import type { ServiceActionHandlers } from './ServiceActionsMenu';
import { ServiceTile, serviceColumns } from './serviceColumns';

/** The search box follows typing after 300 ms (spec part 2 §2.8). */
const SEARCH_DEBOUNCE_MS = 300;

const priceTypeFilters: readonly FilterOption<PriceType>[] = [
  { key: 'all', label: 'All Price Types', value: undefined },
  ...PRICE_TYPES.map((value) => ({ key: value, label: PRICE_TYPE_LABELS[value], value })),
];

export interface ServiceListProps extends ServiceActionHandlers {
  query: ServiceListQuery;
  onChange: (change: Partial<ServiceListQuery>, options?: ChangeOptions) => void;
  /** The chosen services, kept across pages (Bulk Actions acts on them). */
  selected: ReadonlyMap<string, Service>;
  onSelectedChange: (selected: Map<string, Service>) => void;
}

/** The Service List tab: search, status and price-type filters, sort, table or grid, selection. */
export function ServiceList({
  query,
  onChange,
  selected,
  onSelectedChange,
  ...handlers
}: ServiceListProps) {
  const list = useServiceList(query);
  return (
    <DefinedList<Service, ServiceListQuery>
      definition={serviceList}
      query={query}
      onChange={onChange}
      title="Services"
      noun="services"
      nounOne="service"
      search={{
        label: 'Search services',
        placeholder: 'Search services...',
        delayMs: SEARCH_DEBOUNCE_MS,
      }}
      filters={
        <>
          <FilterSelect
            label="Status"
            options={serviceStatusFilterOptions}
            value={query.status}
            onChange={(status) => onChange({ status })}
          />
          <FilterSelect
            label="Price type"
            options={priceTypeFilters}
            value={query.priceType}
            onChange={(priceType) => onChange({ priceType })}
          />
        </>
      }
      data={
        list.data && {
          rows: list.data.services,
          total: list.data.pagination.totalServices,
          totalPages: list.data.pagination.totalPages,
        }
      }
      status={list}
      failureMessage={serviceMessages.loadFailed}
      // Spec: Retry reloads the page.
      retry={{ label: 'Retry', onRetry: () => window.location.reload() }}
      columns={serviceColumns(handlers)}
      getRowId={(service) => service._id}
      selection={{
        selected,
        onSelectedChange,
        getRowLabel: (service) => service.name,
        selectAllLabel: 'Select all services',
      }}
      renderTile={(service) => (
        <ServiceTile
          key={service._id}
          service={service}
          selected={selected.has(service._id)}
          onSelectedChange={(chosen) => {
            const next = new Map(selected);
            if (chosen) next.set(service._id, service);
            else next.delete(service._id);
            onSelectedChange(next);
          }}
          handlers={handlers}
        />
      )}
      empty={{
        title: serviceMessages.noServices,
        description: 'Add the first service of the price list.',
        action: (
          <Button asChild iconStart={<Plus />}>
            <Link to="/services/new">Add Service</Link>
          </Button>
        ),
      }}
    />
  );
}
