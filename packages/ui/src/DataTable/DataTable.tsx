import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { useElementWidth } from '../hooks/useElementWidth';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DataTable.css';
import { fitColumns } from './fitColumns';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  /** Unique among the columns; the key reported in sort changes. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /**
   * When given, the table sorts the rows itself by this value. Without it a sortable column
   * only reports `onSortChange` and the caller (the server) sorts.
   */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
  align?: 'start' | 'center' | 'end';
  /** A CSS width, e.g. '120px' or '20%'. */
  width?: string;
  /** Hidden on narrower screens. */
  hideBelow?: 'tablet' | 'desktop';
  /**
   * How soon the column gives way when the table is narrower than its columns' `minWidth`s:
   * 1 (the default) never; a higher number earlier. Give names and actions 1.
   */
  priority?: number;
  /**
   * When the column gives way (`priority`), its cell is shown under the cell of the column with
   * this key instead of disappearing: a phone still sees who and what state, below the name.
   */
  foldInto?: string;
  /** Pixels the column needs (120 by default); used to decide which columns fit. */
  minWidth?: number;
  /** Cuts long text with an ellipsis at `maxWidth` (240 px by default) instead of widening the table. */
  truncate?: boolean;
  maxWidth?: number;
  /**
   * Keeps the column in view when the table still scrolls sideways: `start` for the name,
   * `end` for the actions.
   */
  pin?: 'start' | 'end';
  /** Lets long text wrap (cells stay on one line otherwise, and the table scrolls sideways). */
  wrap?: boolean;
  /** Keeps the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names the table for screen readers. */
  caption: string;
  /** The controlled sort. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Adds a checkbox column. */
  selectable?: boolean;
  /** The controlled selection (row ids). */
  selectedIds?: readonly string[];
  defaultSelectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Names a row for its checkbox: 'Select {label}'. */
  getRowLabel?: (row: Row) => string;
  selectAllLabel?: string;
  /** Skeleton rows while there are no rows yet; dims the rows while refreshing. */
  loading?: boolean;
  loadingRows?: number;
  /** Shown instead of the body when there are no rows and nothing loads (an EmptyState). */
  empty?: ReactNode;
  /** Shown instead of the body when loading failed (an Alert or EmptyState with Retry). */
  error?: ReactNode;
  density?: (typeof styles.densities)[number];
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A table of rows with sortable columns, optional selection, and loading, empty and error slots. */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  selectable = false,
  selectedIds: selectedProp,
  defaultSelectedIds = [],
  onSelectionChange,
  getRowLabel,
  selectAllLabel = 'Select all rows',
  loading = false,
  loadingRows = 5,
  empty,
  error,
  density,
}: DataTableProps<Row>) {
  const captionId = useId();
  const [scrollerRef, width] = useElementWidth<HTMLElement>();
  const fitting = fitColumns(columns, width, selectable ? 48 : 0);
  const allColumns = columns;
  columns = allColumns.filter((column) => fitting.has(column.key));
  const folded = (key: string) =>
    allColumns.filter((column) => column.foldInto === key && !fitting.has(column.key));
  const [sortState, setSortState] = useState<SortState | null>(defaultSort);
  const sort = sortProp === undefined ? sortState : sortProp;
  const [selectedState, setSelectedState] = useState<readonly string[]>(defaultSelectedIds);
  const selected = selectedProp ?? selectedState;
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  const sortedRows = useMemo(() => {
    const column = sort ? allColumns.find((c) => c.key === sort.key) : undefined;
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, allColumns, sort]);

  const changeSort = (key: string) => {
    const next: SortState =
      sort?.key === key
        ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' };
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
  };

  const changeSelection = (ids: string[]) => {
    if (selectedProp === undefined) setSelectedState(ids);
    onSelectionChange?.(ids);
  };

  const pageIds = sortedRows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selectedSet.has(id)).length;
  const allChecked =
    pageIds.length > 0 && selectedOnPage === pageIds.length
      ? true
      : selectedOnPage > 0
        ? 'indeterminate'
        : false;

  const toggleAll = () => {
    if (allChecked === true) changeSelection(selected.filter((id) => !pageIds.includes(id)));
    else changeSelection([...new Set([...selected, ...pageIds])]);
  };

  const toggleRow = (id: string, checked: boolean) => {
    changeSelection(checked ? [...selected, id] : selected.filter((s) => s !== id));
  };

  const columnCount = columns.length + (selectable ? 1 : 0);
  const showSkeleton = loading && rows.length === 0;
  const slot = error ?? (!loading && rows.length === 0 ? empty : null);

  return (
    // The scroll box can be focused so keyboard users can scroll a wide table sideways.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section ref={scrollerRef} className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      {loading && rows.length > 0 ? <div className={styles.progress} aria-hidden="true" /> : null}
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId}>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={`${styles.headCell} ${styles.selectCell}`}>
                <Checkbox
                  label={selectAllLabel}
                  hideLabel
                  checked={allChecked}
                  disabled={pageIds.length === 0}
                  onCheckedChange={toggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              const SortIcon =
                sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={`${styles.headCell} ${styles.align({ align: column.align, hideBelow: column.hideBelow, pin: column.pin })}`}
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={column.sortable ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                >
                  {column.hideHeader ? (
                    <VisuallyHidden>{column.header}</VisuallyHidden>
                  ) : column.sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      data-sorted={sorted ? '' : undefined}
                      onClick={() => changeSort(column.key)}
                    >
                      {column.header}
                      <SortIcon className={styles.sortIcon} aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {slot ? (
            <tr>
              <td colSpan={columnCount} className={styles.slotCell}>
                {slot}
              </td>
            </tr>
          ) : showSkeleton ? (
            Array.from({ length: loadingRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else
              <tr key={index} className={styles.row}>
                {selectable ? (
                  <td className={`${styles.cell({ density })} ${styles.selectCell}`}>
                    <Skeleton width={18} height={18} />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`${styles.cell({ density })} ${styles.align({ hideBelow: column.hideBelow, pin: column.pin })}`}
                  >
                    <div className={styles.skeletonWrap({ align: column.align })}>
                      <Skeleton width={`${50 + ((index * 17 + column.key.length * 11) % 40)}%`} />
                    </div>
                  </td>
                ))}
              </tr>
            ))
          ) : (
            sortedRows.map((row, index) => {
              const id = getRowId(row);
              const isSelected = selectedSet.has(id);
              return (
                <tr key={id} className={styles.row} data-selected={isSelected ? '' : undefined}>
                  {selectable ? (
                    <td className={`${styles.cell({ density })} ${styles.selectCell}`}>
                      <Checkbox
                        label={`Select ${getRowLabel ? getRowLabel(row) : `row ${index + 1}`}`}
                        hideLabel
                        checked={isSelected}
                        onCheckedChange={(checked) => toggleRow(id, checked)}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`${styles.cell({ density })} ${styles.align({ align: column.align, hideBelow: column.hideBelow, wrap: column.wrap, pin: column.pin })}`}
                    >
                      {column.truncate ? (
                        <div
                          className={styles.truncate}
                          style={{ maxWidth: column.maxWidth ?? 240 }}
                        >
                          {column.cell(row, index)}
                        </div>
                      ) : (
                        column.cell(row, index)
                      )}
                      {folded(column.key).map((extra) => (
                        <div key={extra.key} className={styles.folded}>
                          {extra.cell(row, index)}
                        </div>
                      ))}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
