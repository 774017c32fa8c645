import { CALENDAR_DAY_RANGE_MESSAGE } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { queryParameters } from '../../src/http/input-rules';
import { asAccount } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

/**
 * Issue 38, finding 6: `date=9999-12-31` reached `dayPeriod`, whose next day is no date, and the
 * Z report, the till's session list and every report answered 500. And `/api/orders` and
 * `/api/audit` answered an unknown `startDate` or `days` as if it were not there.
 */
describe('far dates and unknown query parameters', () => {
  const t = useTestApp();
  const as = asAccount(t);

  const named = [
    '/api/till/z-report?date=9999-12-31',
    '/api/till/z-report/export?date=9999-12-31',
    '/api/till/sessions?date=9999-12-31',
    '/api/reports/revenue?startDate=2026-01-01&endDate=9999-12-31',
    '/api/reports/customers?startDate=2026-01-01&endDate=9999-12-31',
    '/api/reports/services?startDate=2026-01-01&endDate=9999-12-31',
    '/api/reports/order-status?startDate=2026-01-01&endDate=9999-12-31',
    '/api/reports/export/revenue?startDate=2026-01-01&endDate=9999-12-31',
    '/api/reports/export/customers?startDate=2026-01-01&endDate=9999-12-31',
  ];

  it.each(named)('%s answers 400 naming the range', async (url) => {
    const response = await as('admin', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(CALENDAR_DAY_RANGE_MESSAGE);
  });

  it('answers every date parameter of every route with 400 or an answer, never a 500', async () => {
    const dated = t.app.inputRoutes.flatMap((route) => {
      if (route.method !== 'GET' || route.url.includes(':')) return [];
      const keys = [...(queryParameters(route.schema.querystring) ?? [])];
      return keys.filter((key) => /date/i.test(key)).map((key) => ({ url: route.url, key }));
    });
    expect(dated.length).toBeGreaterThanOrEqual(10);
    for (const { url, key } of dated) {
      for (const day of ['0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
        const response = await as('admin', { method: 'GET', url: `${url}?${key}=${day}` });
        expect(response.statusCode, `${url}?${key}=${day}: ${response.body}`).toBe(400);
      }
      const today = await as('admin', { method: 'GET', url: `${url}?${key}=2026-03-02` });
      expect(today.statusCode, `${url}?${key}=2026-03-02: ${today.body}`).toBeLessThan(500);
    }
  });

  it.each(['/api/orders?startDate=2026-01-01', '/api/audit?days=7'])(
    '%s refuses the unknown parameter as a body refuses an unknown field',
    async (url) => {
      const response = await as('admin', { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(400);
      const name = url.split('?')[1]?.split('=')[0];
      expect(response.json()).toMatchObject({
        success: false,
        message: `Unknown query parameter: ${name}`,
        field: name,
      });
    },
  );

  it('still answers the parameters a route knows', async () => {
    const orders = await as('admin', { method: 'GET', url: '/api/orders?page=1&limit=5' });
    expect(orders.statusCode, orders.body).toBe(200);
  });
});
