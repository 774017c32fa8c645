import { formatCount } from '@laundry/domain';
import {
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ListSkeleton,
  type ListView,
  Pagination,
  type SortState,
  TileGrid,
  ViewSwitch,
} from '@laundry/ui';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryFailure } from '../QueryState';
import * as styles from './ListLayout.css';

/** One page of a list as the server answered it. */
export interface ListPage<Row> {
  rows: readonly Row[];
  total: number;
  totalPages: number;
}

/** The parts of a TanStack query result a list reads. */
export interface ListQueryState {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isRefetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListLayoutProps<Row> {
  /** The card's title and the table's caption, e.g. 'Customers'. */
  title: string;
  /** The plural and singular nouns of the count and the summary. */
  noun: string;
  nounOne: string;
  /** The ListToolbar: search, filters, sort. */
  toolbar: ReactNode;
  view: ListView;
  /** Without it the list is a table only and shows no view switch. */
  onViewChange?: (view: ListView) => void;
  data: ListPage<Row> | undefined;
  status: ListQueryState;
  /** The failure text when the server gave none (the spec's 'Failed to …'). */
  failureMessage: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Sortable column headers (a list sorted by a menu only leaves them out). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  renderTile?: (row: Row) => ReactNode;
  /** Checkboxes on the table's rows (bulk actions; print or export the chosen ones). */
  selection?: {
    selectedIds: readonly string[];
    onSelectionChange: (ids: string[]) => void;
    /** The row's name for its checkbox ('Select Washing'). */
    getRowLabel: (row: Row) => string;
    selectAllLabel?: string;
  };
  /** Instead of refetching: what Try Again does and says (services: 'Retry' reloads the page). */
  retry?: { label: string; onRetry: () => void };
  /** The empty state: its title, and the text and action with and without filters. */
  empty: { title: string; description: string; action?: ReactNode };
}

/**
 * A list screen's card: count and view switch, toolbar, table or tiles with their loading, error
 * and empty states, and the pages with a summary that agrees with them (docs/decisions/005).
 */
export function ListLayout<Row>(props: ListLayoutProps<Row>) {
  const { title, noun, nounOne, data, status, view, page, pageSize } = props;
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;
  const failure = status.isError ? (
    <QueryFailure query={status} fallback={props.failureMessage} retry={props.retry} />
  ) : null;
  const empty = (
    <EmptyState
      icon={<SearchX aria-hidden size={28} />}
      title={props.empty.title}
      description={props.empty.description}
      action={props.empty.action}
    />
  );

  return (
    <Card
      padding="none"
      title={title}
      headingLevel={2}
      actions={
        <div className={styles.headerActions}>
          {data ? (
            <span className={styles.count} aria-live="polite">
              {formatCount(total)} {total === 1 ? nounOne : noun}
            </span>
          ) : null}
          {props.onViewChange ? (
            <ViewSwitch value={view} onValueChange={props.onViewChange} />
          ) : null}
        </div>
      }
    >
      {props.toolbar}
      {view === 'table' ? (
        <DataTable
          caption={title}
          columns={props.columns}
          rows={rows}
          getRowId={props.getRowId}
          loading={status.isFetching}
          loadingRows={5}
          {...(props.sort ? { sort: props.sort } : {})}
          {...(props.onSortChange ? { onSortChange: props.onSortChange } : {})}
          error={failure}
          empty={empty}
          selectable={props.selection !== undefined}
          selectedIds={props.selection?.selectedIds}
          onSelectionChange={props.selection?.onSelectionChange}
          getRowLabel={props.selection?.getRowLabel}
          selectAllLabel={props.selection?.selectAllLabel}
        />
      ) : (
        (failure ??
        (status.isPending ? (
          <ListSkeleton view="grid" label={`Loading ${noun}`} />
        ) : rows.length === 0 ? (
          empty
        ) : (
          <TileGrid label={title} busy={status.isFetching}>
            {rows.map((row) => props.renderTile?.(row))}
          </TileGrid>
        )))
      )}
      {data && data.totalPages > 1 && rows.length > 0 ? (
        <div className={styles.footer}>
          <Pagination
            label={`${title} pages`}
            page={Math.min(page, data.totalPages)}
            totalPages={data.totalPages}
            disabled={status.isFetching}
            onPageChange={props.onPageChange}
            count={{ pageSize, total, noun, nounOne }}
          />
        </div>
      ) : null}
    </Card>
  );
}
