import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineList, queryBoolean } from './defineList';

const things = defineList({
  pageSize: 20,
  sortFields: ['createdAt', 'name'],
  sortOptions: [
    { value: 'createdAt-desc', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
    { value: 'name-asc', label: 'Name A-Z', sortBy: 'name', sortOrder: 'asc' },
  ],
  filters: {
    kind: z.enum(['a', 'b'], 'kind must be a or b'),
    isActive: queryBoolean('isActive must be true or false'),
  },
});

describe('defineList querySchema', () => {
  it('defaults to page 1, the page size and the first sort option', () => {
    expect(things.defaultQuery).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('reads query strings as the server receives them', () => {
    expect(
      things.querySchema.parse({
        page: '3',
        limit: '50',
        kind: 'b',
        isActive: 'false',
        search: ' x ',
      }),
    ).toMatchObject({ page: 3, limit: 50, kind: 'b', isActive: false, search: 'x' });
  });

  it('refuses a limit above 100, unknown sorts and bad filters with clear messages', () => {
    expect(things.parseQuery({ limit: '101' })).toEqual({
      success: false,
      message: 'limit must be at most 100',
      field: 'limit',
    });
    expect(things.parseQuery({ sortBy: 'price' })).toMatchObject({
      message: 'sortBy must be createdAt or name',
    });
    expect(things.parseQuery({ kind: 'c' })).toMatchObject({ message: 'kind must be a or b' });
    expect(things.parseQuery({ search: 'x'.repeat(101) })).toMatchObject({
      message: 'Search must be less than 100 characters',
    });
  });
});

describe('defineList address state', () => {
  it('round-trips a query through the address, writing only what differs', () => {
    const query = things.changeQuery(things.defaultQuery, {
      kind: 'a',
      isActive: true,
      sortBy: 'name',
      sortOrder: 'asc',
    });
    const params = things.writeSearchParams({ ...query, page: 2 });
    expect(params.toString()).toBe('page=2&sortBy=name&sortOrder=asc&kind=a&isActive=true');
    expect(things.readSearchParams(params)).toEqual({ ...query, page: 2 });
    expect(things.writeSearchParams(things.defaultQuery).toString()).toBe('');
  });

  it('falls back to the default of each bad parameter alone', () => {
    const query = things.readSearchParams(new URLSearchParams('page=abc&kind=z&sortBy=name'));
    expect(query).toMatchObject({ page: 1, sortBy: 'name' });
    expect(query.kind).toBeUndefined();
  });

  it('goes back to page 1 when the search, a filter or the sort changes, not otherwise', () => {
    const onPage3 = { ...things.defaultQuery, page: 3 };
    expect(things.changeQuery(onPage3, { kind: 'b' }).page).toBe(1);
    expect(things.changeQuery(onPage3, { search: 'x' }).page).toBe(1);
    expect(things.changeQuery(onPage3, { sortBy: 'createdAt' }).page).toBe(3);
    expect(things.changeQuery(onPage3, { page: 4 }).page).toBe(4);
  });

  it('maps sort menu values to sorts and back', () => {
    expect(things.sortFromOption('name-asc')).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    expect(things.sortFromOption('nonsense')).toEqual({ sortBy: 'createdAt', sortOrder: 'desc' });
    expect(things.sortOptionOf({ sortBy: 'name', sortOrder: 'desc' }).value).toBe('createdAt-desc');
  });

  it('knows whether a search or filter narrows the list', () => {
    expect(things.isFiltered(things.defaultQuery)).toBe(false);
    expect(things.isFiltered({ ...things.defaultQuery, sortBy: 'name' })).toBe(false);
    expect(things.isFiltered({ ...things.defaultQuery, isActive: false })).toBe(true);
  });
});
