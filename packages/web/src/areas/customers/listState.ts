import type { CustomerListParams } from '@laundry/api-client';
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerSortField,
  type CustomerStatsRange,
  type CustomerTypeFilter,
  customerListQuerySchema,
  customerStatsQuerySchema,
  customerTypeFilters,
  type SortOrder,
} from '@laundry/domain';

export const customerTabs = ['customers', 'insights'] as const;
export type CustomerTab = (typeof customerTabs)[number];

export const customerViews = ['table', 'grid'] as const;
export type CustomerView = (typeof customerViews)[number];

/** What the /customers page shows, kept in the address so back, forward and reload keep it. */
export interface CustomerListState {
  tab: CustomerTab;
  search: string;
  type: CustomerTypeFilter;
  sortBy: CustomerSortField;
  sortOrder: SortOrder;
  page: number;
  view: CustomerView;
  range: CustomerStatsRange;
}

export const defaultListState: CustomerListState = {
  tab: 'customers',
  search: '',
  type: 'all',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
  view: 'table',
  range: 30,
};

const shape = customerListQuerySchema.shape;

function oneOf<T extends string>(list: readonly T[], value: string | null, fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback;
}

/**
 * The page's state from the address. Each parameter is read on its own with the domain's query
 * schema, so one bad value falls back to its default without resetting the others.
 */
export function readListState(params: URLSearchParams): CustomerListState {
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  const sortBy = shape.sortBy.safeParse(params.get('sortBy') ?? undefined);
  const sortOrder = shape.sortOrder.safeParse(params.get('sortOrder') ?? undefined);
  const range = customerStatsQuerySchema.shape.timeRange.safeParse(
    params.get('range') ?? undefined,
  );
  return {
    tab: oneOf(customerTabs, params.get('tab'), defaultListState.tab),
    search: (params.get('search') ?? '').trim(),
    type: oneOf(
      customerTypeFilters.map((filter) => filter.key),
      params.get('type'),
      defaultListState.type,
    ),
    sortBy: sortBy.success ? sortBy.data : defaultListState.sortBy,
    sortOrder: sortOrder.success ? sortOrder.data : defaultListState.sortOrder,
    page: page.success ? page.data : defaultListState.page,
    view: oneOf(customerViews, params.get('view'), defaultListState.view),
    range: range.success ? range.data : defaultListState.range,
  };
}

/** The address of a state: only what differs from the defaults, in a stable order. */
export function writeListState(state: CustomerListState): URLSearchParams {
  const params = new URLSearchParams();
  const keys = ['tab', 'search', 'type', 'sortBy', 'sortOrder', 'page', 'view', 'range'] as const;
  for (const key of keys) {
    const value = state[key];
    if (value !== defaultListState[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

/** A change of filter, search or sort starts again from page 1. */
export function changeListState(
  state: CustomerListState,
  change: Partial<CustomerListState>,
): CustomerListState {
  const resetsPage = (['search', 'type', 'sortBy', 'sortOrder'] as const).some(
    (key) => key in change && change[key] !== state[key],
  );
  return { ...state, ...change, page: change.page ?? (resetsPage ? 1 : state.page) };
}

/** The GET /customers query of a state. */
export function listQuery(state: CustomerListState): CustomerListParams {
  const isStudent = customerTypeFilters.find((filter) => filter.key === state.type)?.value;
  return {
    page: state.page,
    limit: CUSTOMER_PAGE_SIZE,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    ...(isStudent === undefined ? {} : { isStudent }),
    ...(state.search ? { search: state.search } : {}),
  };
}
