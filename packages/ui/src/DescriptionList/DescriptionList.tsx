import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  /** Unique among the items; the term when it is text and this is left out. */
  id?: string;
  term: ReactNode;
  /** Shown as `emptyDetail` when null, undefined or ''. */
  detail: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** `stacked`: term above its detail. `inline`: term and detail on one row, like a receipt. */
  layout?: (typeof styles.descriptionLayouts)[number];
  /** Columns from tablet width up (one on phones). */
  columns?: (typeof styles.descriptionColumns)[number];
  /** What a missing detail reads as; an em dash by default. */
  emptyDetail?: ReactNode;
}

/** Terms and their details (a `dl`): contact details, a summary of figures. */
export function DescriptionList({
  items,
  layout = 'stacked',
  columns = 1,
  emptyDetail = '—',
}: DescriptionListProps) {
  return (
    <dl className={styles.list({ columns, layout })}>
      {items.map((entry, index) => {
        const missing = entry.detail === null || entry.detail === undefined || entry.detail === '';
        const key = entry.id ?? (typeof entry.term === 'string' ? entry.term : String(index));
        return (
          <div key={key} className={styles.item({ layout })}>
            <dt className={styles.term}>{entry.term}</dt>
            <dd className={styles.detail({ layout })}>{missing ? emptyDetail : entry.detail}</dd>
          </div>
        );
      })}
    </dl>
  );
}
