import { describe, expect, it } from 'vitest';
import {
  changeListState,
  defaultListState,
  listQuery,
  readListState,
  writeListState,
} from './listState';

describe('customer list state in the address', () => {
  it('defaults to page 1 of the table, newest first, over 30 days', () => {
    expect(readListState(new URLSearchParams())).toEqual(defaultListState);
    expect(writeListState(defaultListState).toString()).toBe('');
    expect(listQuery(defaultListState)).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('reads and writes every part', () => {
    const address =
      'tab=insights&search=nimal&type=students&sortBy=fullName&sortOrder=asc&page=3&view=grid&range=90';
    const state = readListState(new URLSearchParams(address));
    expect(state).toEqual({
      tab: 'insights',
      search: 'nimal',
      type: 'students',
      sortBy: 'fullName',
      sortOrder: 'asc',
      page: 3,
      view: 'grid',
      range: 90,
    });
    expect(writeListState(state).toString()).toBe(address);
    expect(listQuery(state)).toEqual({
      page: 3,
      limit: 10,
      sortBy: 'fullName',
      sortOrder: 'asc',
      isStudent: true,
      search: 'nimal',
    });
    expect(listQuery({ ...state, type: 'regular' }).isStudent).toBe(false);
  });

  it('falls back per parameter on bad values', () => {
    const state = readListState(
      new URLSearchParams(
        'page=0&sortBy=password&sortOrder=up&type=vip&view=list&range=14&tab=x&search=ok',
      ),
    );
    expect(state).toEqual({ ...defaultListState, search: 'ok' });
  });

  it('goes back to page 1 when the filters change, not when only the page or view does', () => {
    const onPage4 = { ...defaultListState, page: 4 };
    expect(changeListState(onPage4, { type: 'students' }).page).toBe(1);
    expect(changeListState(onPage4, { search: 'kas' }).page).toBe(1);
    expect(changeListState(onPage4, { sortBy: 'totalSpent' }).page).toBe(1);
    expect(changeListState(onPage4, { view: 'grid' }).page).toBe(4);
    expect(changeListState(onPage4, { type: 'all' }).page).toBe(4);
    expect(changeListState(onPage4, { page: 5 }).page).toBe(5);
  });
});
