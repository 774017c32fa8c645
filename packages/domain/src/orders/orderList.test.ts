import { describe, expect, it } from 'vitest';
import {
  orderAnalyticsQuerySchema,
  orderList,
  orderListQuerySchema,
  orderPaymentFilterOptions,
  orderStatusFilterOptions,
} from './orderList';

describe('orderList', () => {
  it('defaults to page 1 of 10, newest first, with no filter', () => {
    expect(orderListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it("treats '' and 'all' as no filter and refuses an unknown status", () => {
    const query = orderListQuerySchema.parse({ status: 'all', paymentStatus: '' });
    expect(query.status).toBeUndefined();
    expect(query.paymentStatus).toBeUndefined();
    expect(orderList.parseQuery({ status: 'lost' })).toEqual({
      success: false,
      message: 'status is not a known order status',
      field: 'status',
    });
  });

  it('keeps search, filters and sort in the address and reads them back', () => {
    const params = orderList.writeSearchParams({
      ...orderList.defaultQuery,
      search: 'Nimali',
      status: 'pending',
      paymentStatus: 'unpaid',
      sortBy: 'totalAmount',
      sortOrder: 'asc',
    });
    expect(params.toString()).toBe(
      'search=Nimali&sortBy=totalAmount&sortOrder=asc&status=pending&paymentStatus=unpaid',
    );
    expect(orderList.readSearchParams(params)).toMatchObject({
      search: 'Nimali',
      status: 'pending',
      paymentStatus: 'unpaid',
    });
    expect(orderList.isFiltered(orderList.readSearchParams(params))).toBe(true);
    expect(orderList.isFiltered(orderList.defaultQuery)).toBe(false);
  });

  it('offers All first in each filter menu, with unique keys', () => {
    for (const options of [orderStatusFilterOptions, orderPaymentFilterOptions]) {
      expect(options[0]?.value).toBeUndefined();
      expect(new Set(options.map((option) => option.key)).size).toBe(options.length);
    }
    expect(orderStatusFilterOptions.find((o) => o.key === 'received')?.label).toBe(
      'Items Received',
    );
  });
});

describe('orderAnalyticsQuerySchema', () => {
  it('takes a range of real days, either end open, the start not after the end', () => {
    expect(orderAnalyticsQuerySchema.parse({})).toEqual({});
    expect(orderAnalyticsQuerySchema.parse({ startDate: '2026-03-01' })).toEqual({
      startDate: '2026-03-01',
    });
    expect(orderAnalyticsQuerySchema.parse({ endDate: '2026-03-01' })).toEqual({
      endDate: '2026-03-01',
    });
    const oneDay = { startDate: '2026-03-01', endDate: '2026-03-01' };
    expect(orderAnalyticsQuerySchema.parse(oneDay)).toEqual(oneDay);
    const backwards = orderAnalyticsQuerySchema.safeParse({
      startDate: '2026-03-02',
      endDate: '2026-03-01',
    });
    expect(backwards.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: 'startDate must not be after endDate', path: ['startDate'] },
    ]);
  });
});
