import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions } from '../src/db/client';
import { migrationsDir } from '../src/paths';
import { databaseUrl, type TestDatabaseSource } from './helpers/database-source';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/**
 * Migrates one database per run; each test file then clones it. PGlite: a dump of a migrated
 * in-memory database, loaded by every file (0.3 s instead of ~2 s for a fresh one).
 * PostgreSQL (TEST_DATABASE_URL, or server-postgres's TEST_POSTGRES_URL): a template database
 * that every file copies and drops.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? setupPostgres(project, serverUrl) : setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `laundry-test-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templateFile: file });
  return () => rm(file, { force: true });
}

export async function setupPostgres(project: TestProject, serverUrl: string) {
  const template = `laundry_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  const connection = await openPostgres(databaseUrl(serverUrl, template), 1);
  await connection.migrate();
  await connection.close();
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template });

  return async () => {
    // Drops the template and any copy a crashed test file left behind.
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`laundry_test_%_${process.pid}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
}
