import { CALENDAR_DAY_MESSAGE } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { useTestApp } from '../helpers/test-app';

/**
 * A day the calendar does not have (30 February) reached the database as a date and failed
 * there with a 500 on every report and analytics route; the domain's query schemas refuse it.
 */
describe('impossible dates on the report and analytics routes', () => {
  const t = useTestApp();
  const as = asAccount(t);

  const routes = [
    '/api/reports/revenue',
    '/api/reports/order-status',
    '/api/reports/customers',
    '/api/reports/services',
    '/api/reports/export/revenue',
    '/api/reports/export/order-status',
    '/api/reports/export/customers',
    '/api/reports/export/services',
    '/api/orders/analytics',
  ];

  it.each(routes)('%s answers 400 with a clear message for 2026-02-30', async (route) => {
    for (const query of ['startDate=2026-02-30', 'endDate=2026-02-30', 'startDate=2026-04-31']) {
      const response = await as('admin', { method: 'GET', url: `${route}?${query}` });
      expect(response.statusCode, `${route}?${query}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toContain(CALENDAR_DAY_MESSAGE);
    }
  });

  it.each(routes)('%s still takes the last day of February', async (route) => {
    const response = await as('admin', {
      method: 'GET',
      url: `${route}?startDate=2026-02-01&endDate=2026-02-28`,
    });
    expect(response.statusCode).toBe(200);
  });
});
