import { type TillReport, tillReportSchema, tillSessionSchema } from '@laundry/domain';
import { expect } from 'vitest';
import type { AccountName, TestContext } from '../helpers/test-app';
import { refundCalls } from '../refunds/helpers';

/** The till calls the probe's tests make (issue 38), through the real API. */
export function tillCalls(t: TestContext) {
  const calls = refundCalls(t);
  const post = (account: AccountName, url: string, payload?: object) =>
    calls.as(account, { method: 'POST', url, ...(payload ? { payload } : {}) });

  async function open(account: AccountName, float: number) {
    const response = await post(account, '/api/till/sessions', { float });
    expect(response.statusCode, response.body).toBe(201);
    return tillSessionSchema.parse(response.json().data.session);
  }

  async function close(account: AccountName, id: string, countedTotal: number) {
    const response = await post(account, `/api/till/sessions/${id}/close`, { countedTotal });
    expect(response.statusCode, response.body).toBe(200);
    return tillReportSchema.parse(response.json().data.report) as TillReport;
  }

  const move = (account: AccountName, id: string, payload: object) =>
    post(account, `/api/till/sessions/${id}/movements`, payload);
  const adjust = (id: string, payload: object) =>
    post('admin', `/api/till/sessions/${id}/adjustments`, payload);
  const reopen = (id: string) => post('admin', `/api/till/sessions/${id}/reopen`);

  return { ...calls, post, open, close, move, adjust, reopen };
}
