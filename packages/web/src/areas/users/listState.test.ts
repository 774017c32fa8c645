import { describe, expect, it } from 'vitest';
import {
  changeListState,
  defaultListState,
  listQuery,
  readListState,
  writeListState,
} from './listState';

describe('user list state in the address', () => {
  it('defaults to page 1 of the table, newest first (spec part 2 §9)', () => {
    expect(readListState(new URLSearchParams())).toEqual(defaultListState);
    expect(writeListState(defaultListState).toString()).toBe('');
    expect(listQuery(defaultListState)).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('reads and writes every part, and turns the filters into the GET /users query', () => {
    const address =
      'tab=analytics&search=nimal&role=cashier&status=inactive&sortBy=lastLogin&sortOrder=asc&page=3&view=grid';
    const state = readListState(new URLSearchParams(address));
    expect(state).toEqual({
      tab: 'analytics',
      search: 'nimal',
      role: 'cashier',
      status: 'inactive',
      sortBy: 'lastLogin',
      sortOrder: 'asc',
      page: 3,
      view: 'grid',
    });
    expect(writeListState(state).toString()).toBe(address);
    expect(listQuery(state)).toEqual({
      page: 3,
      limit: 10,
      sortBy: 'lastLogin',
      sortOrder: 'asc',
      role: 'cashier',
      isActive: false,
      search: 'nimal',
    });
  });

  it('falls back one bad value at a time', () => {
    const state = readListState(
      new URLSearchParams('role=owner&status=maybe&sortBy=password&page=-2&search=kamal'),
    );
    expect(state).toEqual({ ...defaultListState, search: 'kamal' });
  });

  it('starts again from page 1 when a filter, the search or the sort changes', () => {
    const onPage3 = { ...defaultListState, page: 3 };
    expect(changeListState(onPage3, { role: 'admin' }).page).toBe(1);
    expect(changeListState(onPage3, { status: 'active' }).page).toBe(1);
    expect(changeListState(onPage3, { sortBy: 'name' }).page).toBe(1);
    expect(changeListState(onPage3, { view: 'grid' }).page).toBe(3);
    expect(changeListState(onPage3, { role: 'all' }).page).toBe(3);
  });
});
