import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { recordAudit } from '../../src/modules/audit/record-audit';
import { asAccount } from '../helpers/customers';
import { staffPayload } from '../helpers/staff';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('the audit log', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function createMember() {
    const response = await as('admin', {
      method: 'POST',
      url: '/api/staff',
      payload: staffPayload(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { _id: string; employeeId: string };
  }

  it('records who changed which fields of a staff member, before and after', async () => {
    const { _id, employeeId } = await createMember();
    t.clock.advance(60_000);
    await as('admin', {
      method: 'PUT',
      url: `/api/staff/${_id}`,
      payload: {
        ...staffPayload({ employmentInfo: { position: 'Ironer', salary: { amount: 70000 } } }),
        version: 1,
      },
    });
    const history = await as('admin', { method: 'GET', url: `/api/audit/staff/${_id}` });
    expect(history.statusCode, history.body).toBe(200);
    const [update, create] = history.json().data.entries;
    expect(update).toMatchObject({
      actor: { _id: t.ids.admin, name: 'Shop Owner' },
      entity: 'staff',
      entityId: _id,
      entityLabel: `Nimal Perera (${employeeId})`,
      action: 'update',
      before: { 'employmentInfo.position': 'Washer', 'employmentInfo.salary.amount': 65000.5 },
      after: { 'employmentInfo.position': 'Ironer', 'employmentInfo.salary.amount': 70000 },
    });
    expect(Object.keys(update.after)).toHaveLength(2);
    expect(create).toMatchObject({ action: 'create', before: null });
    expect(create.after['personalInfo.firstName']).toBe('Nimal');
  });

  it('writes the audit row in the same transaction: a failed change leaves none', async () => {
    const { _id } = await createMember();
    // A check the database makes at commit, after the change and its audit row are written:
    // when it fails, the change and the audit row must both be gone.
    await t.db.execute(sql`
      create or replace function refuse_forbidden_position() returns trigger language plpgsql as $$
      begin
        if new.position = 'Forbidden' then raise exception 'refused at commit'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create constraint trigger staff_refuse_forbidden after update on staff
      deferrable initially deferred for each row execute function refuse_forbidden_position()`);
    try {
      const before = await snapshot(t.db);
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/staff/${_id}`,
        payload: { ...staffPayload({ employmentInfo: { position: 'Forbidden' } }), version: 1 },
      });
      expect(response.statusCode).toBe(500);
      expect(await snapshot(t.db)).toEqual(before);
      const ok = await as('admin', {
        method: 'PUT',
        url: `/api/staff/${_id}`,
        payload: { ...staffPayload({ employmentInfo: { position: 'Ironer' } }), version: 1 },
      });
      expect(ok.statusCode).toBe(200);
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
      expect(rows).toHaveLength(1);
    } finally {
      await t.db.execute(sql`drop trigger staff_refuse_forbidden on staff`);
    }
  });

  it('filters by who, kind of record and day, paged in SQL, newest first', async () => {
    await createMember();
    // A change made the next day (written as the services write it).
    await recordAudit(t.db, {
      actor: { id: t.ids.otherAdmin, name: 'Kasun Silva' },
      entity: 'customer',
      entityId: randomUUID(),
      action: 'loyalty',
      before: { loyaltyPoints: 10 },
      after: { loyaltyPoints: 60 },
      at: new Date('2026-03-03T03:00:00.000Z'),
    });
    const all = (await as('admin', { method: 'GET', url: '/api/audit?limit=1' })).json().data;
    expect(all.pagination).toMatchObject({ currentPage: 1, hasNext: true });
    expect(all.entries).toHaveLength(1);

    const byStaff = (await as('admin', { method: 'GET', url: '/api/audit?entity=staff' })).json()
      .data;
    expect(byStaff.entries.every((entry: { entity: string }) => entry.entity === 'staff')).toBe(
      true,
    );

    const byActor = (
      await as('admin', { method: 'GET', url: `/api/audit?actorId=${t.ids.admin}` })
    ).json().data;
    expect(
      byActor.entries.every((entry: { actor: { _id: string } }) => entry.actor._id === t.ids.admin),
    ).toBe(true);

    const firstDay = (
      await as('admin', { method: 'GET', url: '/api/audit?from=2026-03-02&to=2026-03-02' })
    ).json().data;
    const secondDay = (
      await as('admin', { method: 'GET', url: '/api/audit?from=2026-03-03' })
    ).json().data;
    expect(firstDay.pagination.totalEntries + secondDay.pagination.totalEntries).toBe(
      all.pagination.totalEntries,
    );
    expect(secondDay.pagination.totalEntries).toBe(1);
    expect(firstDay.pagination.totalEntries).toBeGreaterThan(0);

    const byKind = (await as('admin', { method: 'GET', url: '/api/audit?entity=customer' })).json()
      .data;
    expect(byKind.entries.map((entry: { action: string }) => entry.action)).toEqual(['loyalty']);

    // The search box matches who did it (literally: a typed % is no wildcard), and the order
    // can be turned round.
    const kasun = (await as('admin', { method: 'GET', url: '/api/audit?search=kasun' })).json()
      .data;
    expect(kasun.entries.map((entry: { actor: { name: string } }) => entry.actor.name)).toEqual([
      'Kasun Silva',
    ]);
    const wildcard = (await as('admin', { method: 'GET', url: '/api/audit?search=%25' })).json()
      .data;
    expect(wildcard.pagination.totalEntries).toBe(0);
    const oldest = (await as('admin', { method: 'GET', url: '/api/audit?sortOrder=asc' })).json()
      .data;
    const newest = (await as('admin', { method: 'GET', url: '/api/audit' })).json().data;
    expect(oldest.entries.at(-1)).toEqual(newest.entries[0]);
    expect(oldest.entries[0]).toEqual(newest.entries.at(-1));
  });

  it('is read by admins only and has no route that writes it', async () => {
    const cashier = await as('cashier', { method: 'GET', url: '/api/audit' });
    expect(cashier.statusCode).toBe(403);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await as('admin', { method, url: '/api/audit', payload: {} });
      expect(response.statusCode, method).toBe(404);
    }
    const bad = await as('admin', {
      method: 'GET',
      url: '/api/audit?from=2026-03-05&to=2026-03-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('to');
  });
});
