import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

/**
 * The files the PostgreSQL project (server-postgres) leaves out: they test the process,
 * HTTP framing, configuration and mail, not what the database does, or the embedded database's
 * worker thread (PGlite whatever the project), and already ran on PGlite in the same test
 * command. Everything that reads or writes data runs on both.
 */
const databaseAgnostic = [
  'src/**/*.test.ts',
  'test/db/pglite-in-worker*.test.ts',
  'test/config.test.ts',
  'test/mail.test.ts',
  'test/first-run/**',
  'test/http/envelope-and-headers.test.ts',
  'test/http/flood-limits.test.ts',
  'test/http/hostile-input.test.ts',
  'test/http/rate-limit-redis.test.ts',
  'test/http/web.test.ts',
];

/**
 * The server suite on one database: PGlite (`server`, the default) or the PostgreSQL server at
 * `postgresUrl` (`server-postgres`, which vitest.postgres.config.ts adds to the same run when the
 * test command finds PostgreSQL: one run keeps both workers busy to the end).
 */
export function serverProject(name: string, postgresUrl?: string) {
  return mergeConfig(
    sourceResolve,
    defineProject({
      test: {
        name,
        environment: 'node',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...(postgresUrl ? databaseAgnostic : [])],
        // One migrated database per project (PGlite dump or PostgreSQL template), cloned per file.
        globalSetup: [postgresUrl ? 'test/global-setup-postgres.ts' : 'test/global-setup.ts'],
        ...(postgresUrl
          ? {
              env: { TEST_POSTGRES_URL: postgresUrl },
              setupFiles: ['test/one-query-at-a-time.setup.ts'],
            }
          : {}),
        // Files run one after another in each worker, sharing its loaded modules and its database
        // (test/helpers/database.ts hands each file a wiped one): loading Fastify, Drizzle and
        // PGlite again for every file was most of the suite's time. Every test starts from
        // resetDatabase() and builds its own app, so no state crosses files.
        isolate: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    }),
  );
}

// `TEST_DATABASE_URL=… vitest run --project server` runs the suite on PostgreSQL alone.
export default serverProject('server', process.env.TEST_DATABASE_URL);
