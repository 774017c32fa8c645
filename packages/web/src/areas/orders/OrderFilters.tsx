import {
  type OrderListQuery,
  orderList,
  orderPaymentFilterOptions,
  orderServiceFilterOptions,
  orderStatusFilterOptions,
} from '@laundry/domain';
import { Badge, Button, ListToolbar, VisuallyHidden } from '@laundry/ui';
import { ChevronDown, ChevronUp, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { FilterSelect, ListSearch, SortSelect } from '../../app/lists/ListControls';
import type { ChangeOptions } from '../../app/lists/useListUrlState';
import * as styles from './orders.css';

/** Typing in the quick search reaches the address (and the server) after this quiet time. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;

const filterKeys = ['status', 'paymentStatus', 'serviceStatus'] as const;

/** The active-filter badge: each filter set, and a sort other than Newest First. */
export function activeFilterCount(query: OrderListQuery): number {
  const sorted = orderList.sortOptionOf(query) !== orderList.sortOptions[0] ? 1 : 0;
  return filterKeys.filter((key) => query[key] !== undefined).length + sorted;
}

/**
 * The quick search (order number, customer name or phone) and the collapsible filters (spec part
 * 2 §2.1): Status, Payment Status, Service Type, Sort By, Clear All and the count badge.
 */
export function OrderFilters({
  query,
  onChange,
}: {
  query: OrderListQuery;
  onChange: (change: Partial<OrderListQuery>, options?: ChangeOptions) => void;
}) {
  const active = activeFilterCount(query);
  // Open at first when the address already filters, so what narrows the list is in sight.
  const [open, setOpen] = useState(active > 0);
  const panelId = useId();
  const { sortBy, sortOrder } = orderList.defaultQuery;

  return (
    <>
      <ListToolbar
        label="Search and filter orders"
        search={
          <ListSearch
            label="Search orders"
            placeholder="Order number, customer name or phone"
            value={query.search ?? ''}
            delayMs={ORDER_SEARCH_DEBOUNCE_MS}
            onSearch={(search) => onChange({ search }, { replace: true })}
          />
        }
      >
        <div className={styles.filterButtons}>
          <Button
            variant="secondary"
            iconStart={<SlidersHorizontal />}
            iconEnd={open ? <ChevronUp /> : <ChevronDown />}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            Filters
            {active > 0 ? (
              <Badge tone="primary" size="sm">
                {active}
                <VisuallyHidden> active</VisuallyHidden>
              </Badge>
            ) : null}
          </Button>
          {active > 0 || query.search ? (
            <Button
              variant="ghost"
              onClick={() =>
                onChange({
                  search: undefined,
                  status: undefined,
                  paymentStatus: undefined,
                  serviceStatus: undefined,
                  sortBy,
                  sortOrder,
                })
              }
            >
              Clear All
            </Button>
          ) : null}
        </div>
      </ListToolbar>
      <div id={panelId} hidden={!open} className={styles.filterPanel}>
        <FilterSelect
          label="Status"
          options={orderStatusFilterOptions}
          value={query.status}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          label="Payment Status"
          options={orderPaymentFilterOptions}
          value={query.paymentStatus}
          onChange={(paymentStatus) => onChange({ paymentStatus })}
        />
        <FilterSelect
          label="Service Type"
          options={orderServiceFilterOptions}
          value={query.serviceStatus}
          onChange={(serviceStatus) => onChange({ serviceStatus })}
        />
        <SortSelect
          options={orderList.sortOptions}
          sortBy={query.sortBy}
          sortOrder={query.sortOrder}
          onChange={onChange}
        />
      </div>
    </>
  );
}
