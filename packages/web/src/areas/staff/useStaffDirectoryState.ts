import { type StaffSort, staffSorts } from '@laundry/domain';
import { useSearchParams } from 'react-router';

export interface StaffDirectoryState {
  search: string;
  sort: StaffSort;
  page: number;
}

const DEFAULT_SORT: StaffSort = 'newest';

/**
 * The directory's search, sort and page in the address (back, forward and reload keep them); a
 * new search or sort goes back to page 1. Other parameters (the tab, the view) stay.
 */
export function useStaffDirectoryState() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const state: StaffDirectoryState = {
    search: params.get('search') ?? '',
    sort: staffSorts.find((known) => known === sort) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };

  const change = (next: Partial<StaffDirectoryState>, options: { replace?: boolean } = {}) => {
    const merged = { ...state, ...next };
    if (next.search !== undefined || next.sort !== undefined) merged.page = next.page ?? 1;
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string, fallback: string) =>
          value === fallback ? out.delete(key) : out.set(key, value);
        set('search', merged.search, '');
        set('sort', merged.sort, DEFAULT_SORT);
        set('page', String(merged.page), '1');
        return out;
      },
      { replace: options.replace ?? false },
    );
  };

  return { state, change };
}
