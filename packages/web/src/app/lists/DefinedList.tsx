import type { SortOption } from '@laundry/domain';
import { Button, ListToolbar } from '@laundry/ui';
import type { ReactNode } from 'react';
import { ListSearch, SortSelect } from './ListControls';
import { ListLayout, type ListLayoutProps } from './ListLayout';
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
  sortOptions: readonly SortOption<Query['sortBy']>[];
  isFiltered(query: Query): boolean;
  querySchema: { shape: { sortBy: { safeParse(value: unknown): { success: boolean } } } };
}

/** The parameters that are not filters: clearing the filters leaves them. */
const notFilters = new Set(['page', 'limit', 'sortBy', 'sortOrder']);

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
  > {
  definition: DefinedListDefinition<Query>;
  query: Query;
  onChange: (change: Partial<Query>, options?: ChangeOptions) => void;
  /** The search box: its label, placeholder and debounce; none for a list the server does not search. */
  search?: { label: string; placeholder: string; delayMs: number };
  /** The filter menus (`FilterSelect`), between the search and the sort. */
  filters?: ReactNode;
  /** The empty state of an unfiltered list; a filtered one offers Clear filters instead. */
  empty: { title: string; description: string; action?: ReactNode };
}

/**
 * A list driven by its domain definition and the address: the toolbar (search, the area's
 * filters, the sort menu), the table or the cards (`useListView`), the table's sortable headers, the pages (a page past the end goes to
 * the last), and the empty state with Clear filters when a search or filter found nothing. The
 * area gives its columns, tile, filters and texts (docs/decisions/005).
 */
export function DefinedList<Row, Query extends DefinedQuery>({
  definition,
  query,
  onChange,
  search,
  filters,
  empty,
  ...layout
}: DefinedListProps<Row, Query>) {
  const [view, setView] = useListView();
  useLastPageGuard(query.page, layout.data?.totalPages, (page) =>
    onChange({ page } as Partial<Query>, { replace: true }),
  );
  const filtered = definition.isFiltered(query);
  const clearFilters = () => {
    const cleared: Record<string, undefined> = { search: undefined };
    for (const key of Object.keys(definition.querySchema.shape)) {
      if (!notFilters.has(key)) cleared[key] = undefined;
    }
    onChange(cleared as Partial<Query>);
  };

  return (
    <ListLayout<Row>
      {...layout}
      view={view}
      onViewChange={setView}
      toolbar={
        <ListToolbar
          label={`Search and filter ${layout.noun}`}
          search={
            search ? (
              <ListSearch
                label={search.label}
                placeholder={search.placeholder}
                value={query.search ?? ''}
                delayMs={search.delayMs}
                onSearch={(text) =>
                  onChange({ search: text || undefined } as Partial<Query>, { replace: true })
                }
              />
            ) : undefined
          }
        >
          {filters}
          {/* A list with one order (the audit log, newest first) has nothing to choose. */}
          {definition.sortOptions.length > 1 ? (
            <SortSelect
              options={definition.sortOptions}
              sortBy={query.sortBy}
              sortOrder={query.sortOrder}
              onChange={(sort) => onChange(sort as Partial<Query>)}
            />
          ) : null}
        </ListToolbar>
      }
      page={query.page}
      pageSize={query.limit}
      onPageChange={(page) => onChange({ page } as Partial<Query>)}
      sort={{ key: query.sortBy, direction: query.sortOrder }}
      onSortChange={({ key, direction }) => {
        if (definition.querySchema.shape.sortBy.safeParse(key).success)
          onChange({ sortBy: key, sortOrder: direction } as Partial<Query>);
      }}
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
}
