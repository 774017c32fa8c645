import { describe, expect, it } from 'vitest';
import { customerReportQuerySchema, revenueReportQuerySchema } from './reportQuery';

describe('report queries', () => {
  it('defaults to daily revenue and the top 10 customers', () => {
    expect(revenueReportQuerySchema.parse({})).toEqual({ groupBy: 'day' });
    expect(customerReportQuerySchema.parse({ limit: '25' })).toEqual({ limit: 25 });
  });

  it.each([
    [{ groupBy: 'year' }, 'groupBy must be day, week or month'],
    [{ startDate: '2026-13-01' }, 'Dates must be real calendar days (YYYY-MM-DD)'],
    [{ startDate: '2026-02-30' }, 'Dates must be real calendar days (YYYY-MM-DD)'],
    [{ startDate: '01/02/2026' }, 'Dates must be YYYY-MM-DD'],
    [{ startDate: '2026-02-02', endDate: '2026-02-01' }, 'startDate must not be after endDate'],
  ])('refuses %j', (query, message) => {
    const result = revenueReportQuerySchema.safeParse(query);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('takes only the four top counts', () => {
    for (const limit of ['7', '1000', 'x', '-10']) {
      expect(customerReportQuerySchema.safeParse({ limit }).error?.issues[0]?.message).toBe(
        'limit must be 10, 25, 50 or 100',
      );
    }
  });
});
