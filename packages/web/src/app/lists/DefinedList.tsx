import type { SortOption } from '@laundry/domain';
import { Badge, Button, ListToolbar, VisuallyHidden } from '@laundry/ui';
import { ChevronDown, ChevronUp, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ListSearch, SortSelect } from './ListControls';
import { ListLayout, type ListLayoutProps } from './ListLayout';
import * as styles from './ListLayout.css';
import { useLastPageGuard } from './useLastPageGuard';
import type { ChangeOptions } from './useListUrlState';
import { useListView } from './useListView';

/** The query every domain list definition (`defineList`) has. */
export interface DefinedQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

/** What a list reads of its domain definition. */
export interface DefinedListDefinition<Query extends DefinedQuery> {
  defaultQuery: Query;
  sortOptions: readonly SortOption<Query['sortBy']>[];
  sortOptionOf(query: Pick<Query, 'sortBy' | 'sortOrder'>): SortOption<Query['sortBy']>;
  isFiltered(query: Query): boolean;
  querySchema: { shape: { sortBy: { safeParse(value: unknown): { success: boolean } } } };
}

/** The parameters that are not filters: clearing the filters leaves them. */
const notFilters = new Set(['page', 'limit', 'sortBy', 'sortOrder']);

/** Checkboxes on the rows, and the bar above the list that acts on the chosen ones. */
export interface ListSelection<Row> {
  /** The chosen rows by id, kept across pages (each row as it was shown). */
  selected: ReadonlyMap<string, Row>;
  onSelectedChange: (selected: Map<string, Row>) => void;
  /** The row's name for its checkbox ('order 1042'). */
  getRowLabel: (row: Row) => string;
  selectAllLabel?: string;
  /** The bar above the list: what it does with the chosen rows, and how it clears them. */
  bar?: (chosen: readonly Row[], clear: () => void) => ReactNode;
}

export interface DefinedListProps<Row, Query extends DefinedQuery>
  extends Omit<
    ListLayoutProps<Row>,
    | 'toolbar'
    | 'page'
    | 'pageSize'
    | 'onPageChange'
    | 'sort'
    | 'onSortChange'
    | 'empty'
    | 'view'
    | 'onViewChange'
    | 'selection'
  > {
  definition: DefinedListDefinition<Query>;
  query: Query;
  onChange: (change: Partial<Query>, options?: ChangeOptions) => void;
  /** The search box: its label, placeholder and debounce; none for a list the server does not search. */
  search?: { label: string; placeholder: string; delayMs: number };
  /** The filter menus (`FilterSelect`), between the search and the sort. */
  filters?: ReactNode;
  /**
   * The filters and the sort in a panel under the toolbar that a Filters button opens (with the
   * count of active ones, a sort other than the first counting), and Clear All beside it.
   */
  filterPanel?: boolean;
  /** The empty state of an unfiltered list; a filtered one offers Clear filters instead. */
  empty: { title: string; description: string; action?: ReactNode };
  selection?: ListSelection<Row>;
}

/**
 * A list driven by its domain definition and the address: the toolbar (search, the area's
 * filters, the sort menu), the table or the cards (`useListView`; a list without a tile is a
 * table only), the table's sortable headers, the pages (a page past the end goes to the last),
 * the empty state with Clear filters when a search or filter found nothing, and the chosen rows
 * with their bar. The area gives its columns, tile, filters and texts (docs/decisions/005).
 */
export function DefinedList<Row, Query extends DefinedQuery>({
  definition,
  query,
  onChange,
  search,
  filters,
  filterPanel = false,
  empty,
  selection,
  ...layout
}: DefinedListProps<Row, Query>) {
  const [chosenView, setView] = useListView();
  const view = layout.renderTile ? chosenView : 'table';
  useLastPageGuard(query.page, layout.data?.totalPages, (page) =>
    onChange({ page } as Partial<Query>, { replace: true }),
  );
  const filtered = definition.isFiltered(query);
  const filterKeys = Object.keys(definition.querySchema.shape).filter(
    (key) => !notFilters.has(key) && key !== 'search',
  );
  const clearFilters = () => {
    const cleared: Record<string, undefined> = { search: undefined };
    for (const key of filterKeys) cleared[key] = undefined;
    onChange(cleared as Partial<Query>);
  };
  const sortMenu =
    // A list with one order (the audit log, newest first) has nothing to choose.
    definition.sortOptions.length > 1 ? (
      <SortSelect
        options={definition.sortOptions}
        sortBy={query.sortBy}
        sortOrder={query.sortOrder}
        onChange={(sort) => onChange(sort as Partial<Query>)}
      />
    ) : null;
  const searchBox = search ? (
    <ListSearch
      label={search.label}
      placeholder={search.placeholder}
      value={query.search ?? ''}
      delayMs={search.delayMs}
      onSearch={(text) =>
        onChange({ search: text || undefined } as Partial<Query>, { replace: true })
      }
    />
  ) : undefined;
  const label = `Search and filter ${layout.noun}`;

  const list = (
    <ListLayout<Row>
      {...layout}
      view={view}
      {...(layout.renderTile ? { onViewChange: setView } : {})}
      toolbar={
        filterPanel ? (
          <FilterPanel
            label={label}
            search={searchBox}
            activeCount={
              filterKeys.filter((key) => (query as Record<string, unknown>)[key] !== undefined)
                .length + (definition.sortOptionOf(query) !== definition.sortOptions[0] ? 1 : 0)
            }
            searching={Boolean(query.search)}
            onClearAll={() => {
              const { sortBy, sortOrder } = definition.defaultQuery;
              const cleared: Record<string, unknown> = { search: undefined, sortBy, sortOrder };
              for (const key of filterKeys) cleared[key] = undefined;
              onChange(cleared as Partial<Query>);
            }}
          >
            {filters}
            {sortMenu}
          </FilterPanel>
        ) : (
          <ListToolbar label={label} search={searchBox}>
            {filters}
            {sortMenu}
          </ListToolbar>
        )
      }
      page={query.page}
      pageSize={query.limit}
      onPageChange={(page) => onChange({ page } as Partial<Query>)}
      sort={{ key: query.sortBy, direction: query.sortOrder }}
      onSortChange={({ key, direction }) => {
        if (definition.querySchema.shape.sortBy.safeParse(key).success)
          onChange({ sortBy: key, sortOrder: direction } as Partial<Query>);
      }}
      {...(selection
        ? {
            selection: {
              selectedIds: [...selection.selected.keys()],
              onSelectionChange: (ids: string[]) => {
                // The rows chosen on other pages are kept as they were shown.
                const known = new Map(selection.selected);
                for (const row of layout.data?.rows ?? []) known.set(layout.getRowId(row), row);
                const next = new Map<string, Row>();
                for (const id of ids) {
                  const row = known.get(id);
                  if (row) next.set(id, row);
                }
                selection.onSelectedChange(next);
              },
              getRowLabel: selection.getRowLabel,
              ...(selection.selectAllLabel ? { selectAllLabel: selection.selectAllLabel } : {}),
            },
          }
        : {})}
      empty={
        filtered
          ? {
              title: empty.title,
              description: 'Try a different search or filter.',
              action: (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear filters
                </Button>
              ),
            }
          : empty
      }
    />
  );
  if (!selection?.bar) return list;
  return (
    <>
      {selection.bar([...selection.selected.values()], () => selection.onSelectedChange(new Map()))}
      {list}
    </>
  );
}

/** The toolbar of a list whose filters fold away: the search, Filters (n active), Clear All. */
function FilterPanel({
  label,
  search,
  activeCount,
  searching,
  onClearAll,
  children,
}: {
  label: string;
  search: ReactNode;
  activeCount: number;
  searching: boolean;
  onClearAll: () => void;
  children: ReactNode;
}) {
  // Open at first when the address already filters, so what narrows the list is in sight.
  const [open, setOpen] = useState(activeCount > 0);
  const panelId = useId();
  return (
    <>
      <ListToolbar label={label} search={search}>
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
            {activeCount > 0 ? (
              <Badge tone="primary" size="sm">
                {activeCount}
                <VisuallyHidden> active</VisuallyHidden>
              </Badge>
            ) : null}
          </Button>
          {activeCount > 0 || searching ? (
            <Button variant="ghost" onClick={onClearAll}>
              Clear All
            </Button>
          ) : null}
        </div>
      </ListToolbar>
      <div id={panelId} hidden={!open} className={styles.filterPanel}>
        {children}
      </div>
    </>
  );
}
