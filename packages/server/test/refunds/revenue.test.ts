import { centsToRupees } from '@laundry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTotalsRebuiltAfter } from '../../src/db/kept-totals';
import { revenueTotals } from '../../src/db/schema';
import { movedInSql } from '../helpers/money-moved';
import { seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';
import { refundCalls } from './helpers';

const HOUR = 3_600_000;
const ZONE = 'Asia/Colombo';

describe('revenue is money received net of refunds, dated when it moved (issue 21)', () => {
  const t = useTestApp();
  const { as, place, pay, refund } = refundCalls(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    await openTills(t);
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  /** Σ completed payments − Σ refunds of the business days [from, to], straight in SQL, in rupees. */
  const inSql = async (from: string, to: string) =>
    centsToRupees(await movedInSql(t.db, from, to, ZONE));

  const data = async (url: string) => {
    const response = await as('admin', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  const reportSum = async (from: string, to: string) =>
    (
      (await data(`/api/reports/revenue?startDate=${from}&endDate=${to}`)).revenueData as {
        totalRevenue: number;
      }[]
    ).reduce((sum, row) => Math.round((sum + row.totalRevenue) * 100) / 100, 0);

  it('agrees to the cent: the report over a range = SQL = the analytics; today = the dashboard', async () => {
    // 2 March, 10:00 in Colombo: two orders paid.
    const first = await place(people.regular, catalogue.washAndDry);
    const second = await place(people.student, catalogue.washAndDry);
    const paidFirst = await pay(first._id, 875);
    const paidSecond = await pay(second._id, 400.25);
    // 3 March: part of the first payment goes back, a third order is paid.
    t.clock.advance(24 * HOUR);
    await refund(paidFirst, paidFirst.payments[0]?._id ?? '', {
      amount: 200.1,
      method: 'cash',
      reason: 'Missing sock',
    }).then((response) => expect(response.statusCode, response.body).toBe(201));
    const third = await place(people.newcomer, catalogue.washAndDry);
    await pay(third._id, 300);
    // 4 March at 00:15 in Colombo (still 3 March in UTC): a refund of the second order.
    t.clock.set(new Date('2026-03-03T18:45:00.000Z'));
    await refund(paidSecond, paidSecond.payments[0]?._id ?? '', {
      amount: 100,
      method: 'bank_transfer',
      reason: 'Late delivery',
    }).then((response) => expect(response.statusCode, response.body).toBe(201));

    expect(await inSql('2026-03-02', '2026-03-04')).toBe(875 + 400.25 - 200.1 + 300 - 100);
    expect(await reportSum('2026-03-02', '2026-03-04')).toBe(
      await inSql('2026-03-02', '2026-03-04'),
    );
    expect(await reportSum('2026-03-03', '2026-03-03')).toBe(300 - 200.1);

    // A day with only a refund shows the money that left.
    const daily = (await data('/api/reports/revenue?startDate=2026-03-04&endDate=2026-03-04'))
      .revenueData;
    expect(daily).toEqual([
      { _id: '2026-03-04', totalRevenue: -100, orderCount: 0, averageOrderValue: 0 },
    ]);

    const analytics = await data('/api/orders/analytics?startDate=2026-03-02&endDate=2026-03-04');
    expect(analytics.overview.totalRevenue).toBe(await inSql('2026-03-02', '2026-03-04'));
    expect(
      (analytics.dailyStats as { _id: { day: number }; revenue: number }[]).map((row) => [
        row._id.day,
        row.revenue,
      ]),
    ).toEqual([
      [2, 1275.25],
      [3, 99.9],
      [4, -100],
    ]);

    const dashboard = (await data('/api/reports/dashboard')).stats;
    expect(dashboard.todayRevenue).toBe(await inSql('2026-03-04', '2026-03-04'));
    expect(dashboard.todayRevenue).toBe(await reportSum('2026-03-04', '2026-03-04'));
    expect(dashboard.monthRevenue).toBe(await inSql('2026-03-01', '2026-03-04'));

    // The order list's "ever" figure is the total the triggers keep, netted by refunds.
    const list = await data('/api/orders');
    expect(list.stats.totalRevenue).toBe(await inSql('2000-01-01', '2100-01-01'));
    expect(list.stats.todayRevenue).toBe(dashboard.todayRevenue);

    // Counting the kept total again from the rows (a restore, a bulk load) gives the same.
    const kept = await t.db.select().from(revenueTotals);
    await t.db.transaction((tx) => withTotalsRebuiltAfter(tx, async () => undefined));
    expect(await t.db.select().from(revenueTotals)).toEqual(kept);
  });
});
