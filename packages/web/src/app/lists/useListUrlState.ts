import { useSearchParams } from 'react-router';

/** What a domain list definition (`defineList`) offers for keeping its query in the address. */
export interface UrlList<Query> {
  defaultQuery: Query;
  /** Its parameters (optional filters have no default, so `defaultQuery` does not name them). */
  querySchema: { shape: object };
  readSearchParams(params: URLSearchParams): Query;
  writeSearchParams(query: Partial<Query>): URLSearchParams;
  changeQuery(query: Query, change: Partial<Query>): Query;
}

export interface ChangeOptions {
  /** Replaces the history entry (typing in the search box), rather than adding one. */
  replace?: boolean;
}

/**
 * A list's query kept in the address, read and written by the domain's list definition: back,
 * forward and reload keep the page, search, filters and sort. Parameters the list does not own
 * (the page's tab, view, range) are kept as they are.
 */
export function useListUrlState<Query extends object>(list: UrlList<Query>) {
  const [params, setParams] = useSearchParams();
  const query = list.readSearchParams(params);

  const change = (next: Partial<Query>, options: ChangeOptions = {}) => {
    setParams(
      (current) => {
        const written = list.writeSearchParams(
          list.changeQuery(list.readSearchParams(current), next),
        );
        current.forEach((value, key) => {
          if (!(key in list.querySchema.shape)) written.set(key, value);
        });
        return written;
      },
      { replace: options.replace ?? false },
    );
  };

  return { query, change };
}

/**
 * One page parameter outside the list's query (a tab, the view): the value when it is one of
 * `allowed`, else `fallback`; setting the fallback removes it from the address.
 */
export function usePageParam<Value extends string | number>(
  name: string,
  allowed: readonly Value[],
  fallback: Value,
) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const found = allowed.find((candidate) => String(candidate) === raw);
  const set = (value: Value) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === fallback) next.delete(name);
      else next.set(name, String(value));
      return next;
    });
  return [found ?? fallback, set, raw !== null && found !== undefined] as const;
}
