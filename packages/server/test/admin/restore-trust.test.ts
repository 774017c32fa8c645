import { Readable } from 'node:stream';
import { BACKUP_CONTENT_TYPE, isBackupTable } from '@laundry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema';
import { BACKUP_LINE_MAX_BYTES } from '../../src/modules/admin/restore';
import { backupSigner } from '../../src/modules/admin/signing';
import { recalculateCustomerTotals } from '../../src/modules/customers/totals-repository';
import { insertCustomer, insertOrder } from '../helpers/customers';
import { recordPayment } from '../helpers/orders';
import { snapshot, useTestApp } from '../helpers/test-app';

/** A backup as lines of JSON, to edit the way the probe did. */
type Line = Record<string, unknown> & { table?: string; row?: Record<string, unknown> };

const UNCHANGED = '(nothing was changed)';

describe('restores that cannot plant anything (decision 022)', () => {
  // Unsigned files are restored here when asked: the server allows them (issue 38).
  const t = useTestApp({ config: { allowUnsignedRestore: true } });
  let authorization: string;
  let ids: { customer: string; order: string; cancelled: string };

  beforeEach(async () => {
    ({ authorization } = await t.bearer('admin'));
    const customer = await insertCustomer(t.db, {
      fullName: 'Nimal Perera',
      phoneNumber: '0771234567',
    });
    const order = await insertOrder(t.db, { customerId: customer.id, totalAmountCents: 3_970_00 });
    await recordPayment(t.db, order.id, 1_000_00, t.clock());
    await recalculateCustomerTotals(t.db, customer.id);
    const cancelled = await insertOrder(t.db, {
      customerId: customer.id,
      status: 'cancelled',
      orderPhase: 'cancelled',
      totalAmountCents: 1_500_00,
    });
    ids = { customer: customer.id, order: order.id, cancelled: cancelled.id };
  });

  async function backupText(): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  }

  async function backupLines(): Promise<Line[]> {
    return (await backupText())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
  }

  const fileOf = (lines: Line[]) => `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;

  /** The shop's data, without the server's working tables. */
  async function shopData() {
    const {
      refreshTokens: _s,
      idempotencyKeys: _r,
      loginThrottle: _t,
      ...rest
    } = await snapshot(t.db);
    return rest;
  }

  function restore(payload: string | Readable, allowUnsigned?: boolean) {
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/restore${allowUnsigned === undefined ? '' : `?allowUnsigned=${allowUnsigned}`}`,
      headers: { authorization, 'content-type': BACKUP_CONTENT_TYPE },
      payload,
    });
  }

  /** Edits one row of `table` whose id is `id` (or the first) in place. */
  function editRow(
    lines: Line[],
    table: string,
    edit: (row: Record<string, unknown>) => void,
    id?: string,
  ) {
    const line = lines.find((l) => l.table === table && (id === undefined || l.row?.id === id));
    if (!line?.row) throw new Error(`no ${table} row`);
    edit(line.row);
    return lines.indexOf(line) + 1;
  }

  /** Adds a row of `table` after its last one and counts it in the end line. */
  function addRow(lines: Line[], table: string, row: Record<string, unknown>) {
    const last = lines.findLastIndex((l) => l.table === table);
    lines.splice(last + 1, 0, { table, row });
    const end = lines.find((l) => l.end === true) as { counts: Record<string, number> };
    end.counts[table] = (end.counts[table] ?? 0) + 1;
    return last + 2;
  }

  async function expectRefused(
    payload: string | Readable,
    message: RegExp,
    allowUnsigned?: boolean,
  ) {
    const before = await shopData();
    const response = await restore(payload, allowUnsigned);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(response.json().message.endsWith(UNCHANGED)).toBe(true);
    expect(await shopData()).toEqual(before);
  }

  it('restores its own signed backup without a warning', async () => {
    const file = fileOf(await backupLines());
    const response = await restore(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Backup restored');
    expect(response.json().data.warning).toBeUndefined();
  });

  it('restores the demo data: what the product writes passes every schema and rule', async () => {
    const seeded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seed-demo',
      headers: { authorization },
    });
    expect(seeded.statusCode, seeded.body).toBe(200);
    // The demo replaced the accounts: sign in as its administrator.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@laundry.test', password: 'demo1234' },
    });
    expect(login.statusCode, login.body).toBe(200);
    authorization = `Bearer ${login.json().data.token}`;
    const file = await backupText();
    expect(file).toContain('{"table":"payments"');
    const before = await shopData();
    const response = await restore(file);
    expect(response.statusCode, response.body).toBe(200);
    // As it was, less the messages never sent (a file sends nothing), plus the restore's own
    // audit row (issue 38).
    const { auditLog: log, outbox: messages, ...after } = await shopData();
    const { auditLog: logBefore, outbox: messagesBefore, ...rest } = before;
    expect(after).toEqual(rest);
    expect(messages).toEqual(messagesBefore.filter((message) => message.sent));
    expect(log.filter((row) => row.action !== 'restore')).toEqual(logBefore);
    expect(log.filter((row) => row.action === 'restore')).toHaveLength(1);
    // Seeds, backs up and restores the whole demo: slow on a busy machine.
  }, 120_000);

  it('has a row schema for every table a backup holds', async () => {
    const [header] = await backupLines();
    const tables = ((header?.tables ?? []) as string[]).filter((table) => !isBackupTable(table));
    expect(tables).toEqual([]);
  });

  it('refuses an edited backup that adds an administrator (backdoor@…), changing nothing', async () => {
    const lines = await backupLines();
    const admin = lines.find((l) => l.table === 'users' && l.row?.role === 'admin')?.row ?? {};
    addRow(lines, 'users', {
      ...admin,
      id: '6f1c5a2e-0000-4000-8000-00000000b4d0',
      email: 'backdoor@evil.test',
      name: 'Backdoor',
    });
    await expectRefused(fileOf(lines), /^This backup was changed after it was signed/);
  });

  it('refuses an edited backup that promotes the cashier to admin, changing nothing', async () => {
    const lines = await backupLines();
    editRow(
      lines,
      'users',
      (row) => {
        row.role = 'admin';
      },
      t.ids.cashier,
    );
    await expectRefused(
      fileOf(lines),
      /^This backup was changed after it was signed \(its signature does not match\): a changed file can add accounts, change their roles/,
    );
  });

  it('refuses a backup signed with another shop’s key, and one without a signature', async () => {
    const lines = await backupLines();
    const other = backupSigner('another-shop-key-that-is-long-enough-0123456789');
    lines[0] = { ...lines[0], signing: other.signing };
    await expectRefused(fileOf(lines), /^This backup was signed with another key than this shop's/);

    const unsigned = await backupLines();
    const { signing: _signing, ...header } = unsigned[0] ?? {};
    await expectRefused(fileOf([header, ...unsigned.slice(1, -1)]), /^This backup is not signed: /);
  });

  it('restores an unsigned or edited file only when told explicitly, with a warning naming the risk', async () => {
    const lines = await backupLines();
    editRow(lines, 'customers', (row) => {
      row.full_name = 'Nimal P.';
    });
    await expectRefused(fileOf(lines), /^This backup was changed after it was signed/, false);

    const response = await restore(fileOf(lines), true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Backup restored, though it is not signed by this shop');
    expect(response.json().data.warning).toMatch(
      /^This backup was changed after it was signed .+restored because unsigned backups were allowed: a changed file can add accounts, change their roles or passwords and rewrite the books/,
    );
    const [restored] = await t.db.select().from(customers);
    expect(restored?.fullName).toBe('Nimal P.');
  });

  it('refuses "allowUnsigned" that is not true or false (400)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/restore?allowUnsigned=yes',
      headers: { authorization, 'content-type': BACKUP_CONTENT_TYPE },
      payload: fileOf(await backupLines()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/allowUnsigned must be true or false/);
  });

  // Even with leave to restore an unsigned file, a row or book the product would refuse is refused.
  it('refuses a role outside the known set, naming the line', async () => {
    const lines = await backupLines();
    const line = editRow(
      lines,
      'users',
      (row) => {
        row.role = 'superuser';
      },
      t.ids.cashier,
    );
    await expectRefused(
      fileOf(lines),
      new RegExp(`^The backup was refused at line ${line}: users role: `),
      true,
    );
  });

  it('refuses an order paid 39,700 on a total of 3,970 with no such payment', async () => {
    const lines = await backupLines();
    const line = editRow(
      lines,
      'orders',
      (row) => {
        row.paid_amount_cents = 39_700_00;
      },
      ids.order,
    );
    await expectRefused(
      fileOf(lines),
      new RegExp(
        `^The backup was refused at line ${line} \\(order .+\\): it is marked paid LKR 39,700, but its payments less its refunds come to LKR 1,000 `,
      ),
      true,
    );
  });

  it('refuses a payment status the amounts do not give', async () => {
    const lines = await backupLines();
    const line = editRow(
      lines,
      'orders',
      (row) => {
        row.payment_status = 'paid';
      },
      ids.order,
    );
    await expectRefused(
      fileOf(lines),
      new RegExp(
        `^The backup was refused at line ${line} \\(order .+\\): its payment status is "paid", but a total of LKR 3,970 with LKR 1,000 paid is "partial"`,
      ),
      true,
    );
  });

  it('refuses a cancelled order marked paid with no payments', async () => {
    const lines = await backupLines();
    const line = editRow(
      lines,
      'orders',
      (row) => {
        row.paid_amount_cents = 1_500_00;
        row.payment_status = 'paid';
      },
      ids.cancelled,
    );
    await expectRefused(
      fileOf(lines),
      new RegExp(
        `^The backup was refused at line ${line} \\(order .+\\): it is marked paid LKR 1,500`,
      ),
      true,
    );
  });

  it('refuses a cancelled order that keeps money it was paid', async () => {
    const lines = await backupLines();
    const payment = lines.find((l) => l.table === 'payments')?.row ?? {};
    addRow(lines, 'payments', {
      ...payment,
      id: '6f1c5a2e-0000-4000-8000-0000000000c1',
      order_id: ids.cancelled,
      amount_cents: 500_00,
    });
    const line = editRow(
      lines,
      'orders',
      (row) => {
        row.paid_amount_cents = 500_00;
        row.payment_status = 'partial';
      },
      ids.cancelled,
    );
    await expectRefused(
      fileOf(lines),
      new RegExp(
        `^The backup was refused at line ${line} \\(order .+\\): it is cancelled but holds LKR 500 not refunded`,
      ),
      true,
    );
  });

  it('refuses a customer with invented totals', async () => {
    const lines = await backupLines();
    const line = editRow(lines, 'customers', (row) => {
      row.total_orders = 40;
      row.total_spent_cents = 250_000_00;
    });
    await expectRefused(
      fileOf(lines),
      new RegExp(
        `^The backup was refused at line ${line} \\(a customer\\): the customer's totals say 40 orders and LKR 250,000 spent, but their orders come to 1 and LKR 1,000`,
      ),
      true,
    );
  });

  it('refuses a 20 MB line without a newline (400) and changes nothing', async () => {
    const [header] = await backupLines();
    const chunk = Buffer.alloc(64 * 1024, 'x'.charCodeAt(0));
    let sent = 0;
    // Sent as a stream: the test holds one chunk at a time, like a client uploading a file.
    const body = new Readable({
      read() {
        if (sent === 0) this.push(`${JSON.stringify(header)}\n{"table":"users","row":{"name":"`);
        if (sent >= 20 * 1024 * 1024) return this.push(null);
        sent += chunk.length;
        this.push(chunk);
      },
    });
    await expectRefused(
      body,
      new RegExp(
        `^The backup file is damaged at line 2: the line is longer than ${BACKUP_LINE_MAX_BYTES / 1024 / 1024} MiB`,
      ),
    );
  });
});
