import { drawerMessages, tillDayReportSchema } from '@laundry/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { tillCalls } from './till-calls';

/**
 * Issue 38, finding 3: a close reopened, and the same close reopened again, counted one 1,000
 * note three times in the day's Z report. A close goes on in one session only, and the Z report
 * counts the cash of a reopened chain once (docs/decisions/041).
 */
describe('a close reopened', () => {
  const t = useTestApp();
  const till = tillCalls(t);

  async function zReport() {
    const response = await till.as('admin', {
      method: 'GET',
      url: '/api/till/z-report?date=2026-03-02',
    });
    expect(response.statusCode, response.body).toBe(200);
    return tillDayReportSchema.parse(response.json().data);
  }

  it('is reopened once, and the Z report counts its cash once', async () => {
    const first = await till.open('cashier', 1000);
    await till.close('cashier', first._id, 1000);

    const reopened = await till.reopen(first._id);
    expect(reopened.statusCode, reopened.body).toBe(201);
    const second = reopened.json().data.session;
    expect(second.float).toBe(1000);
    await till.close('cashier', second._id, 1000);

    const again = await till.reopen(first._id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(drawerMessages.notLatest);

    const day = await zReport();
    expect(day.sessions).toHaveLength(2);
    expect(day.totals).toMatchObject({ float: 1000, expected: 1000, counted: 1000, variance: 0 });

    // Each reopen is audited with who did it and which close it carries on.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, second._id), eq(auditLog.action, 'reopen')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: t.ids.admin });
  });

  it('keeps the variances of every close in the chain, and the latest close reopens again', async () => {
    const first = await till.open('cashier', 1000);
    await till.close('cashier', first._id, 900); // 100 short
    const second = (await till.reopen(first._id)).json().data.session;
    await till.close('cashier', second._id, 950); // 50 over what was carried
    const third = await till.reopen(second._id);
    expect(third.statusCode, third.body).toBe(201);
    await till.close('cashier', third.json().data.session._id, 950);

    const day = await zReport();
    expect(day.totals).toMatchObject({ float: 1000, expected: 1000, counted: 950, variance: -50 });
  });

  it('keeps the reason a close was reopened in its audit row', async () => {
    const first = await till.open('cashier', 1000);
    await till.close('cashier', first._id, 1000);
    const unknown = await till.post('admin', `/api/till/sessions/${first._id}/reopen`, {
      reason: 'Counted before the last customer paid',
      by: 'me',
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    const reopened = await till.post('admin', `/api/till/sessions/${first._id}/reopen`, {
      reason: 'Counted before the last customer paid',
    });
    expect(reopened.statusCode, reopened.body).toBe(201);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, reopened.json().data.session._id), eq(auditLog.action, 'reopen')),
      );
    expect(audited).toMatchObject({
      actorId: t.ids.admin,
      after: { reopenedFrom: first._id, reason: 'Counted before the last customer paid' },
    });
  });
});
