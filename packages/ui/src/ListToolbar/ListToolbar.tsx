import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import * as styles from './ListToolbar.css';

export interface ListToolbarProps {
  /** Names the search landmark, e.g. 'Search and filter customers'. */
  label: string;
  /** The search field (a SearchField), first and widest. */
  search: ReactNode;
  /** The filters and the sort (Selects), one cell each (a fragment's children too). */
  children?: ReactNode;
}

/** One cell per filter, also for filters handed over together in a fragment. */
function cellsOf(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? cellsOf(child.props.children)
      : [child],
  );
}

/** The row above a list: a search field, then its filters and sort. A `search` landmark. */
export function ListToolbar({ label, search, children }: ListToolbarProps) {
  return (
    <search className={styles.root} aria-label={label}>
      <div className={styles.search}>{search}</div>
      {cellsOf(children).map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the filters are fixed for a list
        <div key={index}>{child}</div>
      ))}
    </search>
  );
}
