import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection, Executor } from '../../src/db/client';
import { lostRace } from '../../src/db/errors';
import { auditLog } from '../../src/db/schema';
import {
  retryingTransactions,
  TRANSACTION_ATTEMPTS,
  type TransactionRetry,
} from '../../src/db/transaction';
import { createTestDatabase, emptyTables } from '../helpers/database';

/** What PostgreSQL raises in the transaction it picks to break a deadlock, raised on demand. */
const loseDeadlock = sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`;
const loseSerialization = sql`do $$ begin raise exception 'could not serialize' using errcode = '40001'; end $$`;

describe('a transaction that loses a database race', () => {
  let connection: DatabaseConnection;
  let retries: TransactionRetry[];
  beforeAll(async () => {
    connection = await createTestDatabase();
  });
  afterAll(async () => {
    await connection.close();
  });
  beforeEach(async () => {
    await emptyTables(connection.db);
    retries = [];
  });
  const db = () => retryingTransactions(connection.db, (retry) => retries.push(retry));
  const write = (tx: Executor, action: string) =>
    tx.insert(auditLog).values({
      actorName: 'test',
      entity: 'order',
      entityId: '00000000-0000-4000-8000-000000000001',
      action,
    });

  it('runs again, keeps only the winning run, and tells each retry', async () => {
    let runs = 0;
    const answer = await db().transaction(async (tx) => {
      runs += 1;
      await write(tx, `run ${runs}`);
      if (runs === 1) await tx.execute(loseDeadlock);
      if (runs === 2) await tx.execute(loseSerialization);
      return runs;
    });
    expect(answer).toBe(3);
    const rows = await connection.db.select({ action: auditLog.action }).from(auditLog);
    expect(rows).toEqual([{ action: 'run 3' }]);
    expect(retries.map(({ code, attempt }) => [code, attempt])).toEqual([
      ['40P01', 1],
      ['40001', 2],
    ]);
  });

  it('gives up after a bounded number of attempts with the database error', async () => {
    let runs = 0;
    const lost = db().transaction(async (tx) => {
      runs += 1;
      await tx.execute(loseDeadlock);
    });
    await expect(lost).rejects.toSatisfy((error: unknown) => lostRace(error) === '40P01');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(retries).toHaveLength(TRANSACTION_ATTEMPTS - 1);
  });

  it('does not run again a transaction refused for any other reason', async () => {
    let runs = 0;
    await expect(
      db().transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
    expect(retries).toEqual([]);
  });

  it('leaves savepoints to their owner: a lost race inside one is not run again alone', async () => {
    let inner = 0;
    let outer = 0;
    await db().transaction(async (tx) => {
      outer += 1;
      if (outer === 1) {
        await tx.transaction(async (savepoint) => {
          inner += 1;
          await savepoint.execute(loseDeadlock);
        });
      }
    });
    expect([outer, inner]).toEqual([2, 1]);
  });
});
