import { createHash } from 'node:crypto';
import { BACKUP_CONTENT_TYPE } from '@laundry/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { auditLog, outbox } from '../../src/db/schema';
import { DATABASE_AUDIT_ID, restoreAuditMessages } from '../../src/modules/admin/service';
import { insertCustomer, insertOrder } from '../helpers/customers';
import { type TestContext, useTestApp } from '../helpers/test-app';
import { tillCalls } from './till-calls';

/**
 * Issue 38, finding 5: with `?allowUnsigned=true` a file planted loyalty points with no history,
 * a closed till whose stored figures its rows do not give, and an SMS waiting to be sent; and no
 * restore, signed or not, left an audit row. Unsigned files need the server's own leave
 * (ALLOW_UNSIGNED_RESTORE), a file keeps the rules live writes keep, sends nothing, and every
 * restore is in the log it leaves behind.
 */
type Line = Record<string, unknown> & { table?: string; row?: Record<string, unknown> };

function restoreCalls(t: TestContext) {
  const admin = async () => (await t.bearer('admin')).authorization;
  async function backup() {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { authorization: await admin() },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }
  const restore = async (payload: string, allowUnsigned = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/restore${allowUnsigned ? '?allowUnsigned=true' : ''}`,
      headers: { authorization: await admin(), 'content-type': BACKUP_CONTENT_TYPE },
      payload,
    });
  const restores = () =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'database'), eq(auditLog.action, 'restore')));
  const edited = (file: string, table: string, edit: (row: Record<string, unknown>) => void) => {
    const lines = file
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Line);
    const line = lines.find((one) => one.table === table);
    if (!line?.row) throw new Error(`no ${table} row`);
    edit(line.row);
    return `${lines.map((one) => JSON.stringify(one)).join('\n')}\n`;
  };
  return { backup, restore, restores, edited };
}

describe('restores on a server that does not allow unsigned files', () => {
  const t = useTestApp();
  const { backup, restore, restores } = restoreCalls(t);

  it('refuses allowUnsigned=true, changing nothing', async () => {
    const file = await backup();
    const response = await restore(file, true);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(restoreAuditMessages.unsignedNotAllowed);
    expect(await restores()).toEqual([]);
  });

  it('audits a signed restore with who, the file and signed, in the log it leaves', async () => {
    await insertCustomer(t.db, { fullName: 'Nimal Perera', phoneNumber: '0771234567' });
    const file = await backup();
    const response = await restore(file);
    expect(response.statusCode, response.body).toBe(200);
    const [row, ...more] = await restores();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorId: t.ids.admin,
      actorName: 'Shop Owner',
      entityId: DATABASE_AUDIT_ID,
      after: {
        fingerprint: `sha256:${createHash('sha256').update(file).digest('hex')}`,
        signed: true,
      },
    });
  });
});

describe('unsigned restores on a server that allows them', () => {
  const t = useTestApp({ config: { allowUnsignedRestore: true } });
  const { backup, restore, restores, edited } = restoreCalls(t);
  const till = tillCalls(t);

  it('refuses loyalty points their history does not give', async () => {
    await insertCustomer(t.db, { fullName: 'Nimal Perera', phoneNumber: '0771234567' });
    const file = edited(await backup(), 'customers', (row) => {
      row.loyalty_points = 99_999;
    });
    const response = await restore(file, true);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(
      /the customer has 99999 loyalty points, but their loyalty history leaves 0/,
    );
    expect(await restores()).toEqual([]);
  });

  it("refuses a closed till whose stored figures are not its rows'", async () => {
    const session = await till.open('cashier', 443);
    await till.close('cashier', session._id, 443);
    const file = edited(await backup(), 'till_sessions', (row) => {
      row.expected_cents = 123;
      row.variance_cents = 999_999_999;
    });
    const response = await restore(file, true);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/till \d+\): the till's stored expected cash/);
  });

  it('refuses an unpaid walk-in order marked collected', async () => {
    const customer = await insertCustomer(t.db, {
      fullName: 'Nimal Perera',
      phoneNumber: '0771234567',
    });
    await insertOrder(t.db, { customerId: customer.id, totalAmountCents: 875_00 });
    const file = edited(await backup(), 'orders', (row) => {
      row.status = 'collected';
      row.order_phase = 'completed';
    });
    const response = await restore(file, true);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(
      /it is collected, but its payments \(LKR 0(\.00)?\) never covered its total/,
    );
  });

  it('sends nothing a file holds, and audits the unsigned restore', async () => {
    await t.db.insert(outbox).values({
      to: '0700000000',
      subject: 'Account',
      text: 'your account is locked. Pay LKR 5000 at http://evil.test',
      channel: 'sms',
      nextAttemptAt: t.clock(),
    });
    const file = edited(await backup(), 'users', (row) => {
      row.name = 'Shop Owner';
    });
    const response = await restore(file, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.warning).toBeDefined();
    expect(await t.db.select().from(outbox).where(eq(outbox.sent, false))).toEqual([]);
    const [row] = await restores();
    expect(row?.after).toMatchObject({ signed: false });
  });
});

describe('ALLOW_UNSIGNED_RESTORE', () => {
  const base = { DATABASE_URL: 'postgres://laundry:pw@db.internal:5432/laundry' };
  const env = { ...base, JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters!' };

  it('is off unless set, on with 1, and refused when it is not a flag', () => {
    expect(loadConfig(env).allowUnsignedRestore ?? false).toBe(false);
    expect(loadConfig({ ...env, ALLOW_UNSIGNED_RESTORE: '1' }).allowUnsignedRestore).toBe(true);
    expect(loadConfig({ ...env, ALLOW_UNSIGNED_RESTORE: 'off' }).allowUnsignedRestore).toBe(
      undefined,
    );
    expect(() => loadConfig({ ...env, ALLOW_UNSIGNED_RESTORE: 'maybe' })).toThrow(ConfigError);
  });
});
