import { useEffect } from 'react';

/**
 * A page past the end (`?page=99`, or the only row of the last page deleted) goes to the last
 * page, replacing the history entry; an empty list goes to page 1.
 */
export function useLastPageGuard(
  page: number,
  totalPages: number | undefined,
  goTo: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages === undefined) return;
    const last = Math.max(1, totalPages);
    if (page > last) goTo(last);
  }, [page, totalPages, goTo]);
}
