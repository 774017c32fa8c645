import {
  orderSchema,
  sumRupees,
  tillMessages,
  tillReportSchema,
  tillSessionSchema,
} from '@laundry/domain';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, payments, refunds, tillSessions } from '../../src/db/schema';
import { orderPayload, placeOrder, seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { type AccountName, useTestApp } from '../helpers/test-app';
import { refundCalls } from '../refunds/helpers';

describe('the till (issue 23)', () => {
  const t = useTestApp();
  // Signs in again when a test moves the clock by days.
  const { as } = refundCalls(t);
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let people: Awaited<ReturnType<typeof seedOrderCustomers>>;

  beforeEach(async () => {
    catalogue = await seedCatalogue(t.db);
    people = await seedOrderCustomers(t.db);
  });

  const call = (
    account: AccountName,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ) => as(account, { method, url, ...(payload ? { payload } : {}) });

  async function open(account: AccountName, float: number) {
    const response = await call(account, 'POST', '/api/till/sessions', { float });
    expect(response.statusCode, response.body).toBe(201);
    return tillSessionSchema.parse(response.json().data.session);
  }

  async function place(account: AccountName = 'cashier') {
    return placeOrder(as, orderPayload(people.regular, catalogue.washAndDry), account);
  }

  const pay = (account: AccountName, orderId: string, payload: object) =>
    call(account, 'POST', `/api/orders/${orderId}/payments`, payload);

  const close = (account: AccountName, id: string, payload: object) =>
    call(account, 'POST', `/api/till/sessions/${id}/close`, payload);

  async function report(account: AccountName, id: string) {
    const response = await call(account, 'GET', `/api/till/sessions/${id}/report`);
    expect(response.statusCode, response.body).toBe(200);
    return tillReportSchema.parse(response.json().data.report);
  }

  it('opens with a float, takes cash and a transfer, pays out, and closes with a variance', async () => {
    const session = await open('cashier', 5000);
    expect(session).toMatchObject({ status: 'open', float: 5000, number: expect.any(Number) });
    const first = await place();
    const second = await place();
    const third = await place();
    expect((await pay('cashier', first._id, { method: 'cash', amount: 875 })).statusCode).toBe(201);
    expect((await pay('cashier', second._id, { method: 'cash', amount: 500 })).statusCode).toBe(
      201,
    );
    const transfer = await pay('cashier', third._id, {
      method: 'bank_transfer',
      amount: 875,
      transactionId: 'BOC-1',
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const out = await call('cashier', 'POST', `/api/till/sessions/${session._id}/movements`, {
      kind: 'paid_out',
      amount: 300,
      reason: 'Detergent',
    });
    expect(out.statusCode, out.body).toBe(201);

    const x = await report('cashier', session._id);
    expect(x.figures).toEqual({
      float: 5000,
      cashPayments: 1375,
      cashRefunds: 0,
      paidOuts: 300,
      drops: 0,
      expected: 6075,
    });
    expect(x.bankTransfers.total).toBe(875);
    expect(x.bankTransfers.items).toHaveLength(1);
    expect(x.movements.map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['paid_out', 300, 'Detergent'],
    ]);

    // 6,055 counted: 1 × 5000, 1 × 1000, 1 × 50, 1 × 5 — twenty rupees short.
    const closed = await close('cashier', session._id, {
      denominations: { '5000': 1, '1000': 1, '50': 1, '5': 1 },
      note: 'Short by twenty',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = tillReportSchema.parse(closed.json().data.report);
    expect(z.session).toMatchObject({
      status: 'closed',
      expected: 6075,
      counted: 6055,
      variance: -20,
      note: 'Short by twenty',
      denominations: { '5000': 1, '1000': 1, '50': 1, '5': 1 },
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, session._id));
    expect(audit.map((row) => row.action).sort()).toEqual(['cash_out', 'close', 'open']);

    // The next session may carry what was counted.
    const current = await call('cashier', 'GET', '/api/till/current');
    expect(current.json().data).toEqual({ report: null, carryFloat: 6055 });
  });

  it('refuses cash with no open till, and never blocks an order or a bank transfer', async () => {
    const order = await place();
    const cash = await pay('cashier', order._id, { method: 'cash', amount: 100 });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(tillMessages.notOpen);
    expect(await t.db.select().from(payments)).toEqual([]);
    const bank = await pay('cashier', order._id, {
      method: 'bank_transfer',
      amount: 100,
      transactionId: 'T-1',
    });
    expect(bank.statusCode, bank.body).toBe(201);
  });

  it('closes once: a second close is refused and changes nothing', async () => {
    const session = await open('cashier', 1000);
    expect((await close('cashier', session._id, { countedTotal: 1000 })).statusCode).toBe(200);
    const before = await t.db.select().from(tillSessions);
    const again = await close('cashier', session._id, { countedTotal: 900 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tillMessages.alreadyClosed);
    expect(await t.db.select().from(tillSessions)).toEqual(before);
    // The database refuses an edit of a close too, whoever tries it.
    await expect(
      t.db.update(tillSessions).set({ note: 'edited' }).where(eq(tillSessions.id, session._id)),
    ).rejects.toThrow();
    expect(await t.db.select().from(tillSessions)).toEqual(before);
    const open2 = await open('cashier', 1000);
    expect(open2.number).toBeGreaterThan(session.number);
  });

  it('refuses a second open till for the same cashier', async () => {
    await open('cashier', 0);
    const again = await call('cashier', 'POST', '/api/till/sessions', { float: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tillMessages.alreadyOpen);
  });

  it('lets two cashiers close at once, each with their own figures', async () => {
    const mine = await open('cashier', 1000);
    const theirs = await open('admin', 2000);
    const order = await place();
    await pay('cashier', order._id, { method: 'cash', amount: 500 });
    const [a, b] = await Promise.all([
      close('cashier', mine._id, { countedTotal: 1500 }),
      close('admin', theirs._id, { countedTotal: 1990 }),
    ]);
    expect(a?.statusCode, a?.body).toBe(200);
    expect(b?.statusCode, b?.body).toBe(200);
    expect(tillReportSchema.parse(a?.json().data.report).session.variance).toBe(0);
    expect(tillReportSchema.parse(b?.json().data.report).session.variance).toBe(-10);
  });

  it('lands a payment racing a close in exactly one session, never in a closed one', async () => {
    for (let round = 0; round < 4; round += 1) {
      const session = await open('cashier', 0);
      const order = await place();
      const [paid, closed] = await Promise.all([
        pay('cashier', order._id, { method: 'cash', amount: 100 }),
        close('cashier', session._id, { countedTotal: 0 }),
      ]);
      expect(closed?.statusCode, closed?.body).toBe(200);
      const z = tillReportSchema.parse(closed?.json().data.report);
      const stored = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
      if (paid?.statusCode === 201) {
        // It went in before the close: the close counted it.
        expect(stored.map((row) => row.tillSessionId)).toEqual([session._id]);
        expect(z.figures.cashPayments).toBe(100);
      } else {
        expect(paid?.statusCode).toBe(409);
        expect(stored).toEqual([]);
        expect(z.figures.cashPayments).toBe(0);
      }
    }
  });

  it("counts a refund made after the payment's session closed in the session where it happened", async () => {
    const morning = await open('cashier', 0);
    const order = await place();
    const paid = orderSchema.parse(
      (await pay('cashier', order._id, { method: 'cash', amount: 875 })).json().data.order,
    );
    await close('cashier', morning._id, { countedTotal: 875 });
    const admins = await open('admin', 1000);
    const paymentId = paid.payments?.[0]?._id ?? '';
    const refund = await call(
      'admin',
      'POST',
      `/api/orders/${order._id}/payments/${paymentId}/refunds`,
      {
        amount: 200,
        method: 'cash',
        reason: 'Stain not removed',
      },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    const [row] = await t.db.select().from(refunds);
    expect(row?.tillSessionId).toBe(admins._id);
    expect((await report('admin', admins._id)).figures).toMatchObject({
      cashRefunds: 200,
      expected: 800,
    });
    expect((await report('cashier', morning._id)).session).toMatchObject({
      expected: 875,
      variance: 0,
    });
  });

  it('keeps a closed till recomputable: an order whose cash is counted in it is never deleted', async () => {
    const session = await open('cashier', 0);
    const refunded = await place();
    const paid = orderSchema.parse(
      (await pay('cashier', refunded._id, { method: 'cash', amount: 875 })).json().data.order,
    );
    expect(paid.inClosedTill).toBe(false);
    const other = await place();
    expect((await pay('cashier', other._id, { method: 'cash', amount: 500 })).statusCode).toBe(201);
    await close('cashier', session._id, { countedTotal: 1375 });
    const read = await call('admin', 'GET', `/api/orders/${refunded._id}`);
    expect(orderSchema.parse(read.json().data.order).inClosedTill).toBe(true);

    // Refunded in full from the admin's till: nothing held, but the refund stays on the books.
    await open('admin', 0);
    const paymentId = paid.payments[0]?._id ?? '';
    const refund = await call(
      'admin',
      'POST',
      `/api/orders/${refunded._id}/payments/${paymentId}/refunds`,
      { amount: 875, method: 'cash', reason: 'Lost a shirt' },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    const refusedRefunded = await call('admin', 'DELETE', `/api/orders/${refunded._id}`);
    expect(refusedRefunded.statusCode).toBe(409);
    expect(refusedRefunded.json().message).toBe(
      'This order has refunds on its books and cannot be deleted. Cancel it instead.',
    );

    // An order that holds nothing yet whose cash is in the closed till (a payment set to nothing
    // by hand): the till's own rule refuses, and the database refuses deleting the row itself.
    await t.db.execute(sql`update orders set paid_amount_cents = 0 where id = ${other._id}`);
    const refusedClosed = await call('admin', 'DELETE', `/api/orders/${other._id}`);
    expect(refusedClosed.statusCode, refusedClosed.body).toBe(409);
    expect(refusedClosed.json().message).toBe(tillMessages.closedTillNoDelete);
    await expect(
      t.db.delete(payments).where(eq(payments.orderId, other._id)),
    ).rejects.toMatchObject({ cause: { constraint: 'till_closed_cash_stays' } });
    await expect(
      t.db.update(payments).set({ amountCents: 1 }).where(eq(payments.orderId, other._id)),
    ).rejects.toMatchObject({ cause: { constraint: 'till_closed_cash_stays' } });

    // The stored close and a recomputation from its rows agree to the cent.
    const z = await report('admin', session._id);
    expect(z.session).toMatchObject({ expected: 1375, counted: 1375, variance: 0 });
    expect(z.figures).toMatchObject({ cashPayments: 1375, cashRefunds: 0, expected: 1375 });
    expect(await t.db.select().from(payments)).toHaveLength(2);
    // Cancelling stays possible.
    const cancelled = await call('admin', 'PATCH', `/api/orders/${other._id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('reconciles every day: Σ sessions’ cash payments − cash refunds = the revenue report’s cash', async () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    let amount = 100;
    for (const [index, day] of days.entries()) {
      t.clock.set(new Date(`${day}T03:00:00.000Z`));
      const session = await open('cashier', 500);
      const admins = await open('admin', 0);
      for (let n = 0; n <= index; n += 1) {
        const order = await place();
        amount += 37.5;
        const paid = orderSchema.parse(
          (await pay('cashier', order._id, { method: 'cash', amount })).json().data.order,
        );
        // Every other order gives part of its cash back, from the admin's till.
        if (n % 2 === 0) {
          const refunded = await call(
            'admin',
            'POST',
            `/api/orders/${order._id}/payments/${paid.payments?.[0]?._id}/refunds`,
            { amount: 12.25, method: 'cash', reason: 'Late' },
          );
          expect(refunded.statusCode, refunded.body).toBe(201);
        }
        await pay('cashier', order._id, {
          method: 'bank_transfer',
          amount: 10,
          transactionId: `T${n}`,
        });
      }
      await close('cashier', session._id, { countedTotal: 500 });
      await close('admin', admins._id, { countedTotal: 0 });
    }
    for (const day of days) {
      const response = await call('admin', 'GET', `/api/till/z-report?date=${day}`);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.sessions.length).toBe(2);
      expect(data.totals.cashRefunds).toBeGreaterThan(0);
      expect(sumRupees([data.totals.cashPayments, -data.totals.cashRefunds])).toBe(
        data.revenueCash,
      );
      expect(data.revenueCash).toBeGreaterThan(0);
    }
  });

  it('lets only an admin read others’ tills, adjust and reopen; adjustments are new audited rows', async () => {
    const session = await open('cashier', 100);
    const peek = await call('otherAdmin', 'GET', `/api/till/sessions/${session._id}/report`);
    expect(peek.statusCode).toBe(200);
    const foreign = await open('admin', 0);
    expect(
      (await call('cashier', 'GET', `/api/till/sessions/${foreign._id}/report`)).statusCode,
    ).toBe(403);
    expect((await close('admin', session._id, { countedTotal: 100 })).statusCode).toBe(403);
    // Nor cash out of, or close, someone else's drawer; nor export the day's closes.
    const cashOut = { kind: 'drop', amount: 50, reason: 'To the bank' };
    expect(
      (await call('cashier', 'POST', `/api/till/sessions/${foreign._id}/movements`, cashOut))
        .statusCode,
    ).toBe(403);
    expect((await close('cashier', foreign._id, { countedTotal: 0 })).statusCode).toBe(403);
    expect(
      (await call('cashier', 'GET', '/api/till/z-report/export?date=2026-03-02')).statusCode,
    ).toBe(403);
    expect((await close('cashier', session._id, { countedTotal: 90 })).statusCode).toBe(200);

    const adjust = { amount: 10, reason: 'Note found under the drawer' };
    const url = `/api/till/sessions/${session._id}`;
    expect((await call('cashier', 'POST', `${url}/adjustments`, adjust)).statusCode).toBe(403);
    expect((await call('cashier', 'GET', '/api/till/z-report?date=2026-03-02')).statusCode).toBe(
      403,
    );
    const adjusted = await call('admin', 'POST', `${url}/adjustments`, adjust);
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(tillReportSchema.parse(adjusted.json().data.report).session).toMatchObject({
      counted: 100,
      variance: 0,
      adjustments: 10,
    });
    const [stored] = await t.db.select().from(tillSessions).where(eq(tillSessions.id, session._id));
    expect(stored?.varianceCents).toBe(-1000);

    expect((await call('cashier', 'POST', `${url}/reopen`)).statusCode).toBe(403);
    const reopened = await call('admin', 'POST', `${url}/reopen`);
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json().data.session).toMatchObject({
      status: 'open',
      float: 100,
      reopenedFrom: session._id,
      openedBy: { _id: t.ids.cashier },
    });
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'till'));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'adjust',
      'close',
      'open',
      'open',
      'reopen',
    ]);

    const mine = await call('cashier', 'GET', '/api/till/sessions');
    expect(
      mine
        .json()
        .data.sessions.every(
          (s: { openedBy: { _id: string } }) => s.openedBy._id === t.ids.cashier,
        ),
    ).toBe(true);
    const all = await call('admin', 'GET', '/api/till/sessions?status=closed');
    expect(all.json().data.pagination.totalSessions).toBe(1);
  });

  it('answers bad input with 400 and a message', async () => {
    const session = await open('cashier', 0);
    const cases: [string, object, string][] = [
      ['/api/till/sessions', { float: -5 }, tillMessages.amountNotNegative],
      [
        `/api/till/sessions/${session._id}/movements`,
        { kind: 'gift', amount: 5, reason: 'x' },
        tillMessages.kindRequired,
      ],
      [
        `/api/till/sessions/${session._id}/movements`,
        { kind: 'drop', amount: 5.001, reason: 'x' },
        tillMessages.amountDecimals,
      ],
      [`/api/till/sessions/${session._id}/close`, {}, tillMessages.countRequired],
      [
        `/api/till/sessions/${session._id}/close`,
        { denominations: { '5000': -1 } },
        tillMessages.piecesWhole,
      ],
    ];
    for (const [url, payload, message] of cases) {
      const response = await call('cashier', 'POST', url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('cashier', 'GET', '/api/till/sessions/nope/report')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/till/z-report?date=2026-02-30')).statusCode).toBe(400);
  });

  it('comes back whole from a backup: closed sessions with their cash, cash out and adjustments', async () => {
    const session = await open('cashier', 100);
    const order = await place();
    await pay('cashier', order._id, { method: 'cash', amount: 500 });
    await call('cashier', 'POST', `/api/till/sessions/${session._id}/movements`, {
      kind: 'drop',
      amount: 50,
      reason: 'Bank',
    });
    t.clock.advance(60_000);
    await close('cashier', session._id, { countedTotal: 540 });
    t.clock.advance(60_000);
    await call('admin', 'POST', `/api/till/sessions/${session._id}/adjustments`, {
      amount: 10,
      reason: 'Found',
    });
    const before = await report('admin', session._id);
    const file = (await call('admin', 'GET', '/api/admin/backup')).body;
    const restored = await as('admin', {
      method: 'POST',
      url: '/api/admin/restore',
      headers: { 'content-type': 'application/x-ndjson' },
      payload: file,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await report('admin', session._id)).toEqual(before);
  });

  it('exports a day of closes as an xlsx workbook', async () => {
    const session = await open('cashier', 100);
    await close('cashier', session._id, { countedTotal: 100 });
    const response = await call('admin', 'GET', '/api/till/z-report/export?date=2026-03-02');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
