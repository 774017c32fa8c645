import { describe, expect, it } from 'vitest';
import {
  busyMessage,
  createHeavyWorkGate,
  HEAVY_RETRY_AFTER_SECONDS,
} from '../../src/http/heavy-work';
import { createReadiness, NOT_READY_MESSAGE } from '../../src/modules/public/readiness';
import { useTestApp } from '../helpers/test-app';

describe('the heavy-work gate', () => {
  it('admits up to the overall and per-caller limits, and a slot given back twice counts once', () => {
    const gate = createHeavyWorkGate({ overall: 3, perCaller: 2 });
    const first = gate.tryEnter('a');
    expect(gate.tryEnter('a')).toBeDefined();
    expect(gate.tryEnter('a')).toBeUndefined(); // a's two slots are taken
    expect(gate.tryEnter('b')).toBeDefined();
    expect(gate.tryEnter('c')).toBeUndefined(); // all three are taken
    expect(gate.running()).toBe(3);
    first?.();
    first?.();
    expect(gate.running()).toBe(2);
    expect(gate.tryEnter('c')).toBeDefined();
    expect(gate.tryEnter('c')).toBeUndefined();
  });
});

describe('load shedding: heavy work past its limit answers 503 with Retry-After at once', () => {
  const t = useTestApp({ config: { heavyWork: { overall: 2, perCaller: 1 } } });

  const heavy = [
    '/api/reports/revenue?startDate=2025-03-01&endDate=2026-03-01',
    '/api/reports/order-status',
    '/api/reports/customers',
    '/api/reports/services',
    '/api/reports/export/revenue',
    '/api/orders/analytics',
    '/api/admin/backup',
    '/api/customers/search?q=ni',
    '/api/customers?search=ni',
    '/api/orders?search=ni',
  ];
  const light = [
    '/api/health',
    '/api/orders',
    '/api/orders?search=kasuni',
    '/api/customers/search?q=kasuni',
    '/api/customers',
    '/api/reports/dashboard',
    '/api/auth/profile',
  ];

  it('sheds every heavy route when the server is full, and serves the counter meanwhile', async () => {
    const admin = await t.bearer('admin');
    const slots = [t.app.heavyWork.tryEnter('someone'), t.app.heavyWork.tryEnter('someone else')];
    for (const url of heavy) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe(String(HEAVY_RETRY_AFTER_SECONDS));
      expect(response.json(), url).toEqual({
        success: false,
        message: busyMessage(HEAVY_RETRY_AFTER_SECONDS),
      });
    }
    for (const url of light) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(200);
    }
    for (const release of slots) release?.();
    for (const url of heavy) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(response.statusCode, url).toBe(200);
    }
    // Each answer, the streamed export and backup included, gave its slot back.
    expect(t.app.heavyWork.running()).toBe(0);
  });

  it("counts per user: one user's heavy work does not shed another's", async () => {
    const admin = await t.bearer('admin');
    const cashier = await t.bearer('cashier');
    const held = t.app.heavyWork.tryEnter(`user:${t.ids.admin}`);
    const url = '/api/customers/search?q=ni';
    const refused = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(refused.statusCode).toBe(503);
    const served = await t.app.inject({ method: 'GET', url, headers: cashier });
    expect(served.statusCode).toBe(200);
    held?.();
  });

  it('checks permission before taking a slot: a refused caller is told 403, not 503', async () => {
    const cashier = await t.bearer('cashier');
    const slots = [t.app.heavyWork.tryEnter('a'), t.app.heavyWork.tryEnter('b')];
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: cashier,
    });
    expect(response.statusCode).toBe(403);
    for (const release of slots) release?.();
  });
});

describe('health: liveness and readiness', () => {
  const t = useTestApp();

  it('answers liveness without the database and readiness when the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('is not ready when the database does not answer within the timeout, or fails', async () => {
    const silent = createReadiness({ ping: () => new Promise<void>(() => {}) }, 20);
    await expect(silent.check()).rejects.toMatchObject({
      statusCode: 503,
      message: NOT_READY_MESSAGE,
    });
    const failing = createReadiness({ ping: () => Promise.reject(new Error('refused')) }, 1000);
    await expect(failing.check()).rejects.toMatchObject({ statusCode: 503 });
  });
});
