import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

/**
 * The files that need no test database: the process and its start-up, configuration, and the
 * embedded database's own worker thread. They run in the PGlite project only.
 *
 * Every other file reads or writes data (HTTP framing and the hostile-input sweep included: they
 * go through the app and its database) and runs once per test command: on PostgreSQL when the
 * command found one (project server-postgres), else on PGlite. Its queries then go through
 * node-postgres, the driver the product uses on both databases (the embedded one is served to it
 * from its worker thread), and meet real concurrency; the in-process PGlite driver these tests
 * would otherwise use is the product's on neither. The embedded database itself is exercised by
 * the worker tests here, the start-up tests, the CLI tests and the whole end-to-end suite, which
 * all run the real server on it (decision 035, third and fourth passes).
 */
const withoutTestDatabase = [
  'src/**/*.test.ts',
  'test/db/pglite-in-worker*.test.ts',
  'test/config.test.ts',
  'test/architecture/*.test.ts',
  'test/first-run/start.test.ts',
];

/**
 * The server suite on one database: PGlite (`server`, the default) or the PostgreSQL server at
 * `postgresUrl` (`server-postgres`, which vitest.postgres.config.ts adds to the same run when the
 * test command finds PostgreSQL: one run keeps both workers busy to the end). `beside`: the PGlite
 * project of such a run, which keeps only the files above and so needs no template database.
 */
export function serverProject(
  name: string,
  postgresUrl?: string,
  options: { beside?: boolean } = {},
) {
  const beside = options.beside === true;
  return mergeConfig(
    sourceResolve,
    defineProject({
      test: {
        name,
        environment: 'node',
        include: beside ? withoutTestDatabase : ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...(postgresUrl ? withoutTestDatabase : [])],
        // One migrated database per project (PGlite dump or PostgreSQL template), cloned per file.
        globalSetup: beside
          ? []
          : [postgresUrl ? 'test/global-setup-postgres.ts' : 'test/global-setup.ts'],
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

// `TEST_DATABASE_URL=… vitest run --project server` runs the suite on PostgreSQL alone. When the
// test command runs server-postgres in the same run (TEST_POSTGRES_URL), the data files run there
// and this project keeps the files above (decision 035, third pass).
export default serverProject('server', process.env.TEST_DATABASE_URL, {
  beside: Boolean(process.env.TEST_POSTGRES_URL) && !process.env.TEST_DATABASE_URL,
});
