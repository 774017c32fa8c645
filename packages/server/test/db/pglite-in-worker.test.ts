import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteInWorker } from '../../src/db/pglite-in-worker';
import { rowsOf } from '../../src/db/rows';
import { services } from '../../src/db/schema';

// The running server's embedded database (decision 026); the tests' own PGlite stays in-process.
describe('PGlite in a worker thread, over the PostgreSQL protocol', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'laundry-worker-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, commits and rolls back, signals writes, keeps the event loop free, and keeps its data', async () => {
    const connection = await openPgliteInWorker(join(dataDir, 'pglite'));
    await connection.migrate();
    let writes = 0;
    const stop = await connection.watchWrites({ onWrite: () => (writes += 1), onLive: () => {} });

    await connection.db
      .insert(services)
      .values({ name: 'Kept', priceType: 'per_kg', basePriceCents: 100 });
    await expect(
      connection.db.transaction(async (tx) => {
        await tx
          .insert(services)
          .values({ name: 'Dropped', priceType: 'per_kg', basePriceCents: 100 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    // A query of a second: timers still fire meanwhile, since the database is not on this thread.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 50);
    await connection.db.execute(sql`select pg_sleep(1)`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(10);
    await expect.poll(() => writes).toBeGreaterThan(0);
    await stop();
    await connection.close();

    const reopened = await openPgliteInWorker(join(dataDir, 'pglite'));
    const names = rowsOf<{ name: string }>(
      await reopened.db.execute(sql`select name from services order by name`),
    );
    expect(names.map((row) => row.name)).toEqual(['Kept']);
    await reopened.close();
  }, 120_000);
});
