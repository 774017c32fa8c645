import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './Pagination.css';
import { pageItems } from './pageItems';
import { type PageSummaryInput, pageSummary } from './pageSummary';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Composed by the caller, e.g. 'Showing 11 to 20 of 42 results'. Wins over `count`. */
  summary?: ReactNode;
  /**
   * The items behind the pages: the summary is then composed here ('Showing 11 to 20 of 42
   * customers'), clamped so that it never contradicts itself.
   */
  count?: Omit<PageSummaryInput, 'page'>;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Hides the numbered buttons: Previous and Next only. */
  showPageNumbers?: boolean;
  disabled?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** Names the navigation landmark. */
  label?: string;
  /** The accessible name of a page button: 'Page 3' by default. */
  pageLabel?: (page: number) => string;
}

/** Previous, numbered pages with ellipses, Next; the numbers give way to 'x / y' on phones. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  summary: summaryProp,
  count,
  siblings = 1,
  showPageNumbers = true,
  disabled = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  label = 'Pagination',
  pageLabel = (p) => `Page ${p}`,
}: PaginationProps) {
  const items = pageItems(page, totalPages, siblings);
  const summary = summaryProp ?? (count ? pageSummary({ ...count, page }) : null);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };
  return (
    <nav className={styles.root} aria-label={label}>
      {summary ? (
        <p className={styles.summary} aria-live="polite">
          {summary}
        </p>
      ) : null}
      <ul className={styles.list}>
        <li>
          <Button
            variant="secondary"
            size="sm"
            iconStart={<ChevronLeft />}
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            {previousLabel}
          </Button>
        </li>
        {showPageNumbers
          ? items.map((item) =>
              typeof item === 'number' ? (
                <li key={item} className={styles.pageItem}>
                  <button
                    type="button"
                    className={styles.page}
                    aria-label={pageLabel(item)}
                    aria-current={item === page ? 'page' : undefined}
                    disabled={disabled}
                    onClick={() => go(item)}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                <li key={item} className={styles.pageItem} aria-hidden="true">
                  <span className={styles.ellipsis}>…</span>
                </li>
              ),
            )
          : null}
        {showPageNumbers && totalPages > 0 ? (
          <li className={styles.compactStatus} aria-hidden="true">
            {page} / {totalPages}
          </li>
        ) : null}
        <li>
          <Button
            variant="secondary"
            size="sm"
            iconEnd={<ChevronRight />}
            disabled={disabled || page >= totalPages}
            onClick={() => go(page + 1)}
          >
            {nextLabel}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
