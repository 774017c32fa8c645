import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseConnection, openPglite, openPostgres } from '../../src/db/client';
import { databaseUrl } from './database-source';

/**
 * A migrated database of this test file's own: a PGlite clone of the run's template, or a
 * PostgreSQL database copied from the run's template database and dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseConnection> {
  const source = inject('testDatabase');

  if (source.kind === 'pglite') {
    const dump = await readFile(source.templateFile);
    return openPglite({ loadDataDir: new Blob([dump]) });
  }

  // The template's name ends with the run's pid, so global teardown finds leftovers.
  const name = `laundry_test_${randomBytes(4).toString('hex')}_${source.template.split('_').pop()}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
  } finally {
    await admin.end();
  }
  const connection = await openPostgres(databaseUrl(source.serverUrl, name), 5);
  return {
    ...connection,
    async close() {
      await connection.close();
      const dropper = new pg.Client({ connectionString: source.serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
