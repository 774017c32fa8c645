import { Children, type ReactNode } from 'react';
import * as styles from './ListToolbar.css';

export interface ListToolbarProps {
  /** Names the search landmark, e.g. 'Search and filter customers'. */
  label: string;
  /** The search field (a SearchField), first and widest. */
  search: ReactNode;
  /** The filters and the sort (Selects), one cell each. */
  children?: ReactNode;
}

/** The row above a list: a search field, then its filters and sort. A `search` landmark. */
export function ListToolbar({ label, search, children }: ListToolbarProps) {
  return (
    <search className={styles.root} aria-label={label}>
      <div className={styles.search}>{search}</div>
      {Children.toArray(children).map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the filters are fixed for a list
        <div key={index}>{child}</div>
      ))}
    </search>
  );
}
