import {
  createFakeBackend,
  type FakeReportsOptions,
  fail,
  fakeReportHandlers,
  makeUser,
} from '@laundry/api-client/testing';
import { formatCurrency } from '@laundry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { TWO_DECIMALS } from './money';

function setup(path: string, options: FakeReportsOptions = {}) {
  const api = createFakeBackend({ handlers: fakeReportHandlers(options) });
  return renderApp({ path, signedInAs: makeUser('cashier'), api });
}

/** The money text as the page reads (the format's no-break space is a space to the queries). */
const money = (amount: number) => formatCurrency(amount, TWO_DECIMALS).replace(/\s/g, ' ');
const firstPaint = { timeout: 10_000 };
const callsTo = (api: ReturnType<typeof createFakeBackend>, path: string) =>
  api.requests.filter((call) => call.path === path);

describe('/reports', () => {
  it('opens the Revenue tab at its own address and loads it once with empty dates', async () => {
    const { router, api } = setup('/reports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reports & Analytics' }, firstPaint),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/revenue'));
    const summary = await screen.findByRole('region', { name: 'Revenue summary' });
    // 12,500.50 + 8,400 + 15,000 from 13 orders: the rows count 14, as one order was paid on
    // two days; the cards show the server's summary, not the rows' counts added up.
    expect(within(summary).getByText(money(35900.5))).toBeVisible();
    expect(within(summary).getByText('13')).toBeVisible();
    expect(within(summary).queryByText('14')).toBeNull();
    expect(within(summary).getByText(money(2761.58))).toBeVisible();
    const table = screen.getByRole('table', { name: 'Revenue by period' });
    expect(within(table).getByText('2026-11-02')).toBeVisible();
    const calls = callsTo(api, '/reports/revenue');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.toString()).toBe('groupBy=day');
  });

  it('applies a range: the address keeps it and the report is asked for it', async () => {
    const { router, api, user } = setup('/reports/revenue');
    await screen.findByRole('region', { name: 'Revenue summary' }, firstPaint);
    await user.type(screen.getByLabelText('Start Date'), '01/11/2026');
    await user.type(screen.getByLabelText('End Date'), '30/11/2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?startDate=2026-11-01&endDate=2026-11-30'),
    );
    await waitFor(() =>
      expect(callsTo(api, '/reports/revenue').at(-1)?.query.toString()).toBe(
        'startDate=2026-11-01&endDate=2026-11-30&groupBy=day',
      ),
    );
  });

  it('states the period shown in words and keeps it on the next tab (issue 26)', async () => {
    const { router, api, user } = setup(
      '/reports/revenue?startDate=2026-11-01&endDate=2026-11-27&groupBy=week',
    );
    await screen.findByRole('region', { name: 'Revenue summary' }, firstPaint);
    expect(screen.getByText('1 Nov – 27 Nov 2026')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Services' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/services'));
    // The dates go along; the revenue tab's own grouping does not.
    expect(router.state.location.search).toBe('?startDate=2026-11-01&endDate=2026-11-27');
    await waitFor(() =>
      expect(callsTo(api, '/reports/services').at(-1)?.query.toString()).toBe(
        'startDate=2026-11-01&endDate=2026-11-27',
      ),
    );
    expect(await screen.findByText('1 Nov – 27 Nov 2026')).toBeVisible();
  });

  it('says All dates for a tab opened with none', async () => {
    setup('/reports/customers');
    expect(await screen.findByText('All dates', {}, firstPaint)).toBeVisible();
  });

  it('refuses an end date before the start date', async () => {
    const { user } = setup('/reports/revenue');
    await screen.findByRole('region', { name: 'Revenue summary' }, firstPaint);
    await user.type(screen.getByLabelText('Start Date'), '10/11/2026');
    await user.type(screen.getByLabelText('End Date'), '01/11/2026');
    expect(screen.getByText('End date must be on or after the start date')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the order statuses with their share and colour names', async () => {
    const { router, user } = setup('/reports/revenue');
    await screen.findByRole('region', { name: 'Revenue summary' }, firstPaint);
    await user.click(screen.getByRole('tab', { name: 'Order Status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/order-status'));
    const table = await screen.findByRole('table', { name: 'Orders by status' });
    // 22 of 40 orders delivered.
    const delivered = within(table).getByText('Delivered').closest('tr');
    expect(delivered && within(delivered).getByText('55.0%')).toBeVisible();
    const cards = screen.getByRole('region', { name: 'Status summary' });
    expect(within(cards).getByText('40')).toBeVisible();
  });

  it("shows the customers with 'Unknown' and 'N/A' for missing names and phones", async () => {
    const { api } = setup('/reports/customers?limit=25');
    const table = await screen.findByRole(
      'table',
      { name: 'Customers ranked by amount spent' },
      firstPaint,
    );
    expect(within(table).getByText('Unknown')).toBeVisible();
    expect(within(table).getByText('N/A')).toBeVisible();
    expect(within(table).getByText('#1')).toBeVisible();
    expect(callsTo(api, '/reports/customers')[0]?.query.toString()).toBe('limit=25');
    const summary = screen.getByRole('region', { name: 'Customer summary' });
    expect(within(summary).getByText(money(34200))).toBeVisible();
  });

  it('shows the services with their average per order and missing category', async () => {
    setup('/reports/services');
    const table = await screen.findByRole(
      'table',
      { name: 'Services ranked by revenue' },
      firstPaint,
    );
    const ironing = within(table).getByText('Ironing').closest('tr');
    expect(ironing && within(ironing).getByText(money(500))).toBeVisible();
    // The category is the service's price type, by its label (decision 032).
    expect(ironing && within(ironing).getByText('Per Piece')).toBeVisible();
    expect(within(table).getByText('N/A')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Leading services' })).toBeVisible();
  });

  it("counts the services' distinct orders in Total Orders, not their counts added up", async () => {
    setup('/reports/services');
    const summary = await screen.findByRole('region', { name: 'Service summary' }, firstPaint);
    // The rows count 10 + 12 + 5 = 27; five orders had two services: 22 orders (issue 39).
    expect(within(summary).getByText('22')).toBeVisible();
    expect(within(summary).queryByText('27')).toBeNull();
  });

  it('counts every customer of the range in Total Customers, and says the rest are the top', async () => {
    setup('/reports/customers');
    const summary = await screen.findByRole('region', { name: 'Customer summary' }, firstPaint);
    // 48 customers placed orders; the top rows list 3 of them (issue 39).
    expect(within(summary).getByText('48')).toBeVisible();
    expect(within(summary).getAllByText('Top 3 listed')).toHaveLength(3);
  });

  it("prints the revenue charts' axes the shop's way, as the rest of the page", async () => {
    setup('/reports/revenue');
    await screen.findByRole('region', { name: 'Revenue summary' }, firstPaint);
    // The table keeps the spec's period label; the charts' axes print the day (issue 39).
    expect((await screen.findAllByText('2 Nov 2026', {}, firstPaint)).length).toBeGreaterThan(0);
  });

  it("says 'No data available for the selected period' and keeps Export off", async () => {
    setup('/reports/services', { rows: { services: [] } });
    expect(
      await screen.findByText('No data available for the selected period', {}, firstPaint),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's failure with Retry, and asks only once for a refused report", async () => {
    const { api } = setup('/reports/order-status', {
      answer: () => fail(400, 'Start date must be a valid date'),
    });
    expect(
      await screen.findByText('Start date must be a valid date', {}, firstPaint),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true);
    expect(callsTo(api, '/reports/order-status')).toHaveLength(1);
  });
});

describe('Export', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the report with the same query and says so', async () => {
    const { api, user } = setup('/reports/revenue?groupBy=month&startDate=2026-01-01');
    await screen.findByRole('region', { name: 'Revenue summary' }, firstPaint);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Report exported successfully')).toBeVisible();
    expect(screen.getByText('Saved revenue-report.xlsx')).toBeVisible();
    expect(callsTo(api, '/reports/export/revenue')[0]?.query.toString()).toBe(
      'startDate=2026-01-01&groupBy=month',
    );
    expect(created).toHaveLength(1);
  });

  it("says 'Failed to export report' (or the server's message) when it fails", async () => {
    const { user } = setup('/reports/customers', { exportAnswer: fail(403, 'Not allowed here') });
    await screen.findByRole('region', { name: 'Customer summary' }, firstPaint);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Not allowed here')).toBeVisible();
    expect(screen.getByText('Failed to export report')).toBeVisible();
    expect(created).toHaveLength(0);
  });
});
