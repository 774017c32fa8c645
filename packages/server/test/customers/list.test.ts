import { customerListResponseSchema, customerSearchResultSchema } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { createCustomersRepository } from '../../src/modules/customers/repository';
import { asAccount, insertCustomer, insertOrder } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('customers: list, filters, sorts, pages and search', () => {
  const t = useTestApp();
  const as = asAccount(t);

  /** Six customers with distinct names, dates, points and spending. */
  beforeEach(async () => {
    const now = t.clock().getTime();
    const rows = [
      {
        fullName: 'Nimal Perera',
        phoneNumber: '0771234501',
        email: 'nimal@example.lk',
        isStudent: false,
        loyaltyPoints: 1200,
        spent: 900_000,
        daysAgo: 50,
      },
      {
        fullName: 'kasuni Fernando',
        phoneNumber: '0712345602',
        email: 'KASUNI.F@example.lk',
        isStudent: true,
        loyaltyPoints: 40,
        spent: 120_000,
        daysAgo: 1,
      },
      {
        fullName: 'Tharindu Silva',
        phoneNumber: '0763456703',
        isStudent: true,
        loyaltyPoints: 600,
        spent: 450_000,
        daysAgo: 10,
      },
      {
        fullName: 'Dilini Jayawardena',
        phoneNumber: '0754567804',
        email: 'dilini@example.lk',
        isStudent: false,
        loyaltyPoints: 150,
        spent: 0,
        daysAgo: 20,
      },
      {
        fullName: 'Ayesha Cader',
        phoneNumber: '0705678905',
        isStudent: true,
        loyaltyPoints: 99,
        spent: 30_000,
        daysAgo: 30,
      },
      {
        fullName: 'Mohamed Rizwan',
        phoneNumber: '0786789006',
        email: 'rizwan_m@example.lk',
        isStudent: false,
        loyaltyPoints: 1000,
        spent: 600_000,
        daysAgo: 40,
      },
    ];
    for (const row of rows) {
      const customer = await insertCustomer(t.db, {
        fullName: row.fullName,
        phoneNumber: row.phoneNumber,
        email: row.email ? row.email.toLowerCase() : null,
        isStudent: row.isStudent,
        campusId: row.isStudent ? 'IT2210456' : null,
        loyaltyPoints: row.loyaltyPoints,
        createdAt: new Date(now - row.daysAgo * DAY),
      });
      if (row.spent > 0) {
        // Spent means paid (money received), so the fixture's orders are settled.
        await insertOrder(t.db, {
          customerId: customer.id,
          totalAmountCents: row.spent,
          paidAmountCents: row.spent,
          paymentStatus: 'paid',
        });
      }
    }
  });

  async function list(query: string, account: 'admin' | 'cashier' = 'cashier') {
    const response = await as(account, { method: 'GET', url: `/api/customers${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return customerListResponseSchema.parse(response.json().data);
  }
  const names = (data: { customers: { fullName: string }[] }) =>
    data.customers.map((customer) => customer.fullName);

  it('lists newest first, 10 a page, with the pagination of the spec', async () => {
    const data = await list('');
    expect(names(data)).toEqual([
      'kasuni Fernando',
      'Tharindu Silva',
      'Dilini Jayawardena',
      'Ayesha Cader',
      'Mohamed Rizwan',
      'Nimal Perera',
    ]);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalCustomers: 6,
      hasNext: false,
      hasPrev: false,
    });
    expect(data.customers[5]).toMatchObject({ totalOrders: 1, totalSpent: 9000 });
  });

  it.each([
    [
      'createdAt',
      'asc',
      [
        'Nimal Perera',
        'Mohamed Rizwan',
        'Ayesha Cader',
        'Dilini Jayawardena',
        'Tharindu Silva',
        'kasuni Fernando',
      ],
    ],
    [
      'fullName',
      'asc',
      [
        'Ayesha Cader',
        'Dilini Jayawardena',
        'kasuni Fernando',
        'Mohamed Rizwan',
        'Nimal Perera',
        'Tharindu Silva',
      ],
    ],
    [
      'fullName',
      'desc',
      [
        'Tharindu Silva',
        'Nimal Perera',
        'Mohamed Rizwan',
        'kasuni Fernando',
        'Dilini Jayawardena',
        'Ayesha Cader',
      ],
    ],
    [
      'totalSpent',
      'desc',
      [
        'Nimal Perera',
        'Mohamed Rizwan',
        'Tharindu Silva',
        'kasuni Fernando',
        'Ayesha Cader',
        'Dilini Jayawardena',
      ],
    ],
    [
      'loyaltyPoints',
      'desc',
      [
        'Nimal Perera',
        'Mohamed Rizwan',
        'Tharindu Silva',
        'Dilini Jayawardena',
        'Ayesha Cader',
        'kasuni Fernando',
      ],
    ],
  ])('sorts by %s %s (names ignore case)', async (sortBy, sortOrder, expected) => {
    expect(names(await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}`))).toEqual(expected);
  });

  it('filters students and regulars, and by loyalty tier', async () => {
    expect(names(await list('?isStudent=true&sortBy=fullName&sortOrder=asc'))).toEqual([
      'Ayesha Cader',
      'kasuni Fernando',
      'Tharindu Silva',
    ]);
    expect((await list('?isStudent=false')).pagination.totalCustomers).toBe(3);
    expect(names(await list('?loyaltyTier=vip&sortBy=fullName&sortOrder=asc'))).toEqual([
      'Mohamed Rizwan',
      'Nimal Perera',
    ]);
    expect(names(await list('?loyaltyTier=gold'))).toEqual(['Tharindu Silva']);
    expect(names(await list('?loyaltyTier=silver'))).toEqual(['Dilini Jayawardena']);
    expect(names(await list('?loyaltyTier=bronze&isStudent=true'))).toEqual([
      'kasuni Fernando',
      'Ayesha Cader',
    ]);
  });

  it('pages in SQL', async () => {
    const second = await list('?limit=4&page=2&sortBy=fullName&sortOrder=asc');
    expect(names(second)).toEqual(['Nimal Perera', 'Tharindu Silva']);
    expect(second.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalCustomers: 6,
      hasNext: false,
      hasPrev: true,
    });
    const beyond = await list('?limit=4&page=9');
    expect(beyond.customers).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 9, totalPages: 2, hasNext: false });
  });

  it('searches name, phone and e-mail anywhere, whatever the case', async () => {
    expect(names(await list('?search=KASUNI'))).toEqual(['kasuni Fernando']);
    expect(names(await list('?search=ilva'))).toEqual(['Tharindu Silva']);
    expect(names(await list('?search=45678'))).toEqual(['Dilini Jayawardena']);
    expect(names(await list(`?search=${encodeURIComponent('075 456')}`))).toEqual([
      'Dilini Jayawardena',
    ]);
    expect(names(await list('?search=Example.LK&sortBy=fullName&sortOrder=asc'))).toEqual([
      'Dilini Jayawardena',
      'kasuni Fernando',
      'Mohamed Rizwan',
      'Nimal Perera',
    ]);
    expect(names(await list('?search=er&isStudent=false&sortBy=fullName&sortOrder=asc'))).toEqual([
      'Nimal Perera',
    ]);
  });

  it('finds students by their student ID, typed with or without spaces', async () => {
    expect((await list('?search=it2210')).pagination.totalCustomers).toBe(3);
    expect(
      (await list(`?search=${encodeURIComponent('IT 22 10')}`)).pagination.totalCustomers,
    ).toBe(3);
  });

  it('treats % and _ as plain characters', async () => {
    expect(names(await list('?search=%25'))).toEqual([]);
    // 'm_' would match 'Mohamed' if '_' were a wildcard; 'n_m' is in rizwan_m@….
    expect(names(await list('?search=m_'))).toEqual([]);
    expect(names(await list('?search=n_m'))).toEqual(['Mohamed Rizwan']);
  });

  it('GET /search answers a plain array, prefix matches first, at most `limit`', async () => {
    const response = await as('cashier', { method: 'GET', url: '/api/customers/search?q=ri' });
    expect(response.statusCode).toBe(200);
    const found = customerSearchResultSchema.parse(response.json().data);
    expect(found.map((customer) => customer.fullName)).toEqual([
      'Mohamed Rizwan',
      'Tharindu Silva',
    ]);
    const prefixFirst = await as('cashier', { method: 'GET', url: '/api/customers/search?q=NI' });
    // 'Nimal' starts with the text, so it leads 'Dilini' and 'kasuni' that sort before it.
    expect(prefixFirst.json().data.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Nimal Perera',
      'Dilini Jayawardena',
      'kasuni Fernando',
    ]);
    const phone = await as('cashier', { method: 'GET', url: '/api/customers/search?q=0771' });
    expect(phone.json().data.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Nimal Perera',
    ]);
    const limited = await as('cashier', {
      method: 'GET',
      url: '/api/customers/search?q=a&limit=2',
    });
    expect(limited.json().data).toHaveLength(2);
  });

  it('refuses bad list and search parameters with 400', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=1e300', 'page'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?isStudent=maybe', 'isStudent'],
      ['?loyaltyTier=platinum', 'loyaltyTier'],
      ['?sortBy=password', 'sortBy'],
      [`?sortBy=${encodeURIComponent('fullName; DROP TABLE customers')}`, 'sortBy'],
      ['?sortOrder=sideways', 'sortOrder'],
      [`?search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const response = await as('cashier', { method: 'GET', url: `/api/customers${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
    }
    for (const query of ['', '?q=', '?q=ab&limit=0', '?q=ab&limit=51']) {
      const response = await as('cashier', { method: 'GET', url: `/api/customers/search${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('a SQL-looking search finds nothing and changes nothing', async () => {
    const response = await as('cashier', {
      method: 'GET',
      url: `/api/customers?search=${encodeURIComponent("'; DELETE FROM customers; --")}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customers).toEqual([]);
    expect((await list('')).pagination.totalCustomers).toBe(6);
  });

  it('the search query can use the trigram indexes', async () => {
    const query = createCustomersRepository(t.db).searchQuery('fernando', 10);
    // Six rows are cheaper to scan; with scans off the plan shows what the indexes allow.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('customers_full_name_trgm_idx');
  });
});
