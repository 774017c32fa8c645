import { describe, expect, it } from 'vitest';
import { pageInfo, pageQuerySchema } from './api';

describe('pageQuerySchema', () => {
  it('reads page and limit from query strings, 1 and 10 by default', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuerySchema.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
  });

  it.each([
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ page: '1000001' }, 'page must be at most 1,000,000'],
    [{ page: '1e300' }, 'page must be a whole number'],
    [{ limit: '101' }, 'limit must be at most 100'],
  ])('refuses %j', (query, message) => {
    expect(pageQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('pageInfo', () => {
  it('computes the pages, one at least', () => {
    expect(pageInfo(2, 10, 25)).toEqual({
      currentPage: 2,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    });
    expect(pageInfo(1, 10, 0)).toEqual({
      currentPage: 1,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });
});
