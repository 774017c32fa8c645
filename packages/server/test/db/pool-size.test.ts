import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';

const source = inject('testDatabase');

/**
 * DATABASE_POOL_SIZE (decision 036): the server never holds more PostgreSQL connections than
 * configured, however many requests wait. Eight slow queries at once through a pool of two run on
 * two backends.
 */
describe.skipIf(source.kind !== 'postgres')('the PostgreSQL pool (PostgreSQL only)', () => {
  it('runs every query on at most DATABASE_POOL_SIZE connections', async () => {
    if (source.kind !== 'postgres') return;
    const connection = await openDatabase({
      databaseUrl: source.serverUrl,
      databasePoolSize: 2,
      dataDir: '/nonexistent',
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          connection.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        ),
      );
      const pids = new Set(answers.map((answer) => rowsOf<{ pid: number }>(answer)[0]?.pid));
      expect(answers).toHaveLength(8);
      expect(pids.size).toBe(2);
    } finally {
      await connection.close();
    }
  });
});
