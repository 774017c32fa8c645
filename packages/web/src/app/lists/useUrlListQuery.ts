import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type UrlList, useListUrlState } from './useListUrlState';

/** One page of a list as DefinedList shows it. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  totalPages: number;
}

/**
 * A list page's binding in one place: its query kept in the address by the domain's definition,
 * fetched under `key` + the query (the previous page stays on screen while the next loads), and
 * the answer read as a page of rows for DefinedList.
 */
export function useUrlListQuery<Query extends object, Answer, Row>(
  definition: UrlList<Query>,
  {
    key,
    fetch,
    page,
  }: {
    /** The query key's start: what a write invalidates to refresh the list. */
    key: readonly unknown[];
    fetch: (query: Query, signal: AbortSignal) => Promise<Answer>;
    page: (answer: Answer) => ListPage<Row>;
  },
) {
  const { query, change } = useListUrlState(definition);
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
  });
  return { query, change, list, data: list.data && page(list.data) };
}
