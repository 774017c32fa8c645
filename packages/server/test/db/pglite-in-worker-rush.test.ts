import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/client';
import { openPgliteInWorker, startPgliteWorker } from '../../src/db/pglite-in-worker';
import { rowsOf } from '../../src/db/rows';

/** Holds this thread (the socket's reader) for a while, as a busy event loop does in a rush. */
function holdThread(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the worker keeps writing meanwhile, into a socket nobody reads
  }
}

/** Fails instead of hanging: a lost or garbled answer leaves node-postgres waiting for ever. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

// Issue 24: at 32 cashiers the worker stopped answering. PGlite hands each 8 KB of an answer to
// the worker as a view of its own memory, the same bytes every time; a socket that could not
// take a chunk at once (a reader slower than the worker) kept the view, not the bytes, and sent
// later output in its place.
// One data folder for the file: a new cluster costs ~5 s of CPU, reopening one about a second,
// and neither test is about the first start (pglite-in-worker.test.ts is).
const dataDir = mkdtempSync(join(tmpdir(), 'laundry-worker-rush-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite in a worker thread, in a rush', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await openPgliteInWorker(join(dataDir, 'pglite'));
    await connection.db.execute(sql`create table rush (n integer primary key, note text)`);
  }, 120_000);
  afterAll(async () => {
    await connection?.close();
  });

  it('answers a large result whole while this thread is too busy to read it', async () => {
    // About 4 MB: far more than a Unix socket holds unread.
    const answer = connection.db.execute(
      sql`select g as n, md5(g::text) || repeat('x', 100) as note from generate_series(1, 30000) g`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // the query is on its way
    holdThread(1500);
    const rows = rowsOf<{ n: number; note: string }>(await within(20_000, answer));
    expect(rows).toHaveLength(30_000);
    expect(rows[29_999]?.n).toBe(30_000);
    expect(rows.every((row, index) => row.n === index + 1 && row.note.length === 132)).toBe(true);
    // and the connection still answers the next one
    const [one] = rowsOf<{ one: number }>(
      await within(10_000, connection.db.execute(sql`select 1 as one`)),
    );
    expect(one?.one).toBe(1);
  }, 60_000);

  it('runs 32 transactions and 32 plain queries at once, each whole', async () => {
    const work = Array.from({ length: 32 }, (_, index) => [
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`insert into rush (n, note) values (${index}, ${'x'.repeat(2000)})`);
        await tx.execute(sql`select count(*) from rush`);
        await tx.execute(sql`update rush set note = ${`cashier ${index}`} where n = ${index}`);
      }),
      connection.db.execute(sql`select n, note from rush order by n`),
    ]).flat();
    setTimeout(() => holdThread(300), 5);
    await within(30_000, Promise.all(work));
    const rows = rowsOf<{ n: number; note: string }>(
      await connection.db.execute(sql`select n, note from rush order by n`),
    );
    expect(rows.map((row) => row.note)).toEqual(
      Array.from({ length: 32 }, (_, index) => `cashier ${index}`),
    );
  }, 60_000);
});

// The second way the worker stopped serving (found by the end-to-end tests once it was the
// default): node-postgres closes a connection that idles, and opens a new one — a new session for
// it, the same one inside PGlite, still holding the old connection's prepared statements and
// transaction.
describe('PGlite in a worker thread, from one connection to the next', () => {
  it('gives a new connection a clean session: no prepared statement, no transaction left', async () => {
    const worker = await startPgliteWorker(join(dataDir, 'pglite'));
    const connect = async () => {
      const client = new pg.Client({
        host: worker.socketDir,
        port: worker.port,
        user: 'postgres',
        database: 'postgres',
      });
      await client.connect();
      return client;
    };
    const lookup = { name: 'session_user', text: 'select $1::int + 1 as next', values: [41] };
    try {
      const first = await connect();
      expect((await within(10_000, first.query(lookup))).rows).toEqual([{ next: 42 }]);
      await first.query('begin');
      await first.query('create table left_behind (n int)');
      await first.end(); // as the pool ends an idle connection: inside nothing, or dropped mid-way

      const second = await connect();
      expect((await within(10_000, second.query(lookup))).rows).toEqual([{ next: 42 }]);
      const { rows } = await within(
        10_000,
        second.query("select to_regclass('left_behind') is null as gone"),
      );
      expect(rows).toEqual([{ gone: true }]);
      await second.end();
    } finally {
      await worker.close();
    }
  }, 60_000);
});
