import { describe, expect, it } from 'vitest';
import { fillMonthlyTrend, lastMonths } from './monthlyTrend';

describe('lastMonths', () => {
  it('counts back across the year, in the business time zone', () => {
    // 31 Jan 20:00 UTC is already 1 February in Colombo.
    expect(lastMonths(new Date('2026-01-31T20:00:00Z'), 'Asia/Colombo', 6)).toEqual([
      { year: 2025, month: 9 },
      { year: 2025, month: 10 },
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
  });

  it('fills the months without sales with zeros', () => {
    const months = lastMonths(new Date('2026-03-15T00:00:00Z'), 'Asia/Colombo', 2);
    expect(
      fillMonthlyTrend(months, new Map([['2026-03', { orders: 2, quantity: 3.5, revenue: 1200 }]])),
    ).toEqual([
      { _id: { year: 2026, month: 2 }, orders: 0, quantity: 0, revenue: 0 },
      { _id: { year: 2026, month: 3 }, orders: 2, quantity: 3.5, revenue: 1200 },
    ]);
  });
});
