import { describe, expect, it } from 'vitest';
import {
  customerListQuerySchema,
  customerListResponseSchema,
  customerSearchQuerySchema,
  customerSortOptions,
  customerTypeFilters,
} from './customerList';

describe('customerListQuerySchema', () => {
  it('defaults to page 1 of 10, newest first', () => {
    expect(customerListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      search: undefined,
    });
  });

  it('reads query strings', () => {
    expect(
      customerListQuerySchema.parse({
        page: '3',
        limit: '25',
        isStudent: 'false',
        loyaltyTier: 'gold',
        sortBy: 'fullName',
        sortOrder: 'asc',
        search: '  nimal ',
      }),
    ).toEqual({
      page: 3,
      limit: 25,
      isStudent: false,
      loyaltyTier: 'gold',
      sortBy: 'fullName',
      sortOrder: 'asc',
      search: 'nimal',
    });
    expect(customerListQuerySchema.parse({ isStudent: 'true' }).isStudent).toBe(true);
    expect(customerListQuerySchema.parse({ isStudent: true }).isStudent).toBe(true);
    expect(customerListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it.each([
    [{ isStudent: 'yes' }, 'isStudent must be true or false'],
    [{ loyaltyTier: 'platinum' }, 'Loyalty tier must be bronze, silver, gold or vip'],
    [{ sortBy: 'password' }, 'sortBy must be createdAt, fullName, totalSpent or loyaltyPoints'],
    [{ sortOrder: 'up' }, 'sortOrder must be asc or desc'],
    [{ limit: '101' }, 'limit must be at most 100'],
    [{ page: '0' }, 'page must be at least 1'],
  ])('%j → %s', (query, message) => {
    expect(customerListQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('customerSortOptions', () => {
  it('lists the six sorts, newest first by default, each a valid query', () => {
    expect(customerSortOptions.map((option) => option.value)).toEqual([
      'createdAt-desc',
      'createdAt-asc',
      'fullName-asc',
      'fullName-desc',
      'totalSpent-desc',
      'loyaltyPoints-desc',
    ]);
    for (const { sortBy, sortOrder } of customerSortOptions) {
      expect(customerListQuerySchema.safeParse({ sortBy, sortOrder }).success).toBe(true);
    }
  });
});

describe('customerTypeFilters', () => {
  it('maps all, students and regular to isStudent', () => {
    expect(customerTypeFilters.map(({ key, value }) => [key, value])).toEqual([
      ['all', undefined],
      ['students', true],
      ['regular', false],
    ]);
  });
});

describe('customerSearchQuerySchema', () => {
  it('needs q and gives 10 results by default', () => {
    expect(customerSearchQuerySchema.parse({ q: ' 077 ' })).toEqual({ q: '077', limit: 10 });
    expect(customerSearchQuerySchema.safeParse({ q: ' ' }).error?.issues[0]?.message).toBe(
      'Search query is required',
    );
    expect(customerSearchQuerySchema.safeParse({ q: 'a', limit: '51' }).success).toBe(false);
  });
});

describe('customerListResponseSchema', () => {
  it('reads a page of customers', () => {
    const page = {
      customers: [
        {
          _id: 'c1',
          fullName: 'Nimal Perera',
          phoneNumber: '0771234567',
          isStudent: true,
          campusId: 'IT2112345',
          address: { street: '12 Main St', city: 'Malabe' },
          loyaltyPoints: 120,
          totalOrders: 3,
          totalSpent: 4500,
          eligibleForStudentDiscount: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          version: 1,
        },
      ],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalCustomers: 1,
        hasNext: false,
        hasPrev: false,
      },
    };
    expect(customerListResponseSchema.parse(page)).toEqual(page);
  });
});
