import { z } from 'zod';
import { MAX_PAGE } from '../shared';

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const LIST_MAX_LIMIT = 100;
export const LIST_SEARCH_MAX_LENGTH = 100;
export const LIST_SEARCH_TOO_LONG = 'Search must be less than 100 characters';

/** One entry of a list's sort menu: a label for people, a field and direction for the server. */
export interface SortOption<Field extends string> {
  /** `field-order`, the value of the select. */
  value: `${Field}-${SortOrder}`;
  label: string;
  sortBy: Field;
  sortOrder: SortOrder;
}

/** One entry of a filter menu; `value` undefined is "all" (the parameter is not sent). */
export interface FilterOption<Value> {
  key: string;
  label: string;
  value: Value | undefined;
}

/** A yes/no query parameter: 'true'/'false' as text (the address, a query string) or a boolean. */
export function queryBoolean(message: string) {
  return z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')], {
    error: message,
  });
}

/** Text typed in a search box: trimmed, empty means none. */
const searchText = z
  .string()
  .trim()
  .max(LIST_SEARCH_MAX_LENGTH, LIST_SEARCH_TOO_LONG)
  .optional()
  .transform((text) => (text ? text : undefined));

/** 'a, b, c or d' for a message listing the allowed values. */
function oneOfText(values: readonly string[]): string {
  return values.length < 2
    ? values.join('')
    : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

export interface ListDefinitionInput<
  Field extends string,
  Filters extends Record<string, z.ZodType>,
> {
  /** The page size the screens ask for and the server answers without a `limit`. */
  pageSize: number;
  sortFields: readonly [Field, ...Field[]];
  /** The sort menu; the first option is the default order. */
  sortOptions: readonly [SortOption<Field>, ...SortOption<Field>[]];
  /** Each filter's schema for one query parameter (text from the address or a typed value). */
  filters: Filters;
}

/**
 * One list resource (customers, users, services...) defined once: the GET query's schema (page,
 * limit ≤ 100, search, filters, sort) that the server validates with, its types for the client,
 * the sort menu, and the reading and writing of the same query in a page's address.
 */
export function defineList<
  const Field extends string,
  const Filters extends Record<string, z.ZodType>,
>(definition: ListDefinitionInput<Field, Filters>) {
  const [defaultSort] = definition.sortOptions;
  const filterShape = Object.fromEntries(
    Object.entries(definition.filters).map(([key, schema]) => [key, schema.optional()]),
  ) as { [K in keyof Filters]: z.ZodOptional<Filters[K]> };

  const querySchema = z.object({
    page: z.coerce
      .number()
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      // Far beyond any real list, and keeps the row offset within what the database accepts.
      .max(MAX_PAGE, 'page must be at most 1,000,000')
      .default(1),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(LIST_MAX_LIMIT, `limit must be at most ${LIST_MAX_LIMIT}`)
      .default(definition.pageSize),
    search: searchText,
    sortBy: z
      .enum(definition.sortFields as unknown as readonly [Field, ...Field[]], {
        error: `sortBy must be ${oneOfText(definition.sortFields)}`,
      })
      .default(defaultSort.sortBy as never),
    sortOrder: z
      .enum(sortOrders, { error: 'sortOrder must be asc or desc' })
      .default(defaultSort.sortOrder),
    ...filterShape,
  });
  type Query = z.output<typeof querySchema>;

  const defaultQuery: Query = querySchema.parse({});
  const shape = querySchema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape) as (keyof Query & string)[];
  const pageResetting = keys.filter((key) => key !== 'page' && key !== 'limit');

  return {
    pageSize: definition.pageSize,
    sortOptions: definition.sortOptions,
    querySchema,
    defaultQuery,

    /** The server's check of a query: the parsed query, or the first problem's message. */
    parseQuery(
      input: unknown,
    ): { success: true; query: Query } | { success: false; message: string; field?: string } {
      const result = querySchema.safeParse(input);
      if (result.success) return { success: true, query: result.data };
      const [issue] = result.error.issues;
      const field = issue?.path.join('.');
      return {
        success: false,
        message: issue?.message ?? 'Invalid query',
        ...(field ? { field } : {}),
      };
    },

    /**
     * The query kept in a page's address. Each parameter is read on its own, so one bad value
     * (`?page=abc`) falls back to its default without resetting the others.
     */
    readSearchParams(params: URLSearchParams): Query {
      const query: Record<string, unknown> = { ...defaultQuery };
      for (const key of keys) {
        const text = params.get(key);
        if (text === null) continue;
        const parsed = shape[key]?.safeParse(text);
        if (parsed?.success && parsed.data !== undefined) query[key] = parsed.data;
      }
      return query as Query;
    },

    /** The address of a query: only what differs from the defaults, in the schema's order. */
    writeSearchParams(query: Partial<Query>): URLSearchParams {
      const params = new URLSearchParams();
      for (const key of keys) {
        const value = query[key];
        if (value === undefined || value === null || value === '') continue;
        if (value === defaultQuery[key]) continue;
        params.set(key, String(value));
      }
      return params;
    },

    /** A change of search, filter or sort starts again from page 1; a page change keeps the rest. */
    changeQuery(query: Query, change: Partial<Query>): Query {
      const before = query as Record<string, unknown>;
      const after = change as Record<string, unknown>;
      const resetsPage = pageResetting.some((key) => key in after && after[key] !== before[key]);
      const page = after.page ?? (resetsPage ? 1 : before.page);
      return { ...before, ...after, page } as Query;
    },

    /** The sort menu's value for a query (the default's when the pair is not on the menu). */
    sortOptionOf(query: Pick<Query, 'sortBy' | 'sortOrder'>): SortOption<Field> {
      return (
        definition.sortOptions.find(
          (option) => option.sortBy === query.sortBy && option.sortOrder === query.sortOrder,
        ) ?? defaultSort
      );
    },

    /** The sort of a menu value; unknown values give the default sort. */
    sortFromOption(value: string): Pick<SortOption<Field>, 'sortBy' | 'sortOrder'> {
      const option = definition.sortOptions.find((candidate) => candidate.value === value);
      const { sortBy, sortOrder } = option ?? defaultSort;
      return { sortBy, sortOrder };
    },

    /** Whether any search or filter narrows the list (for "no results" versus "nothing yet"). */
    isFiltered(query: Query): boolean {
      return pageResetting.some(
        (key) =>
          key !== 'sortBy' && key !== 'sortOrder' && query[key] !== undefined && query[key] !== '',
      );
    },
  };
}
