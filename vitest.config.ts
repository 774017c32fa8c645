import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/web/vitest.isolated.config.ts',
      // The repository's own checks: the written-once check, the build stamps of `npm start`.
      'scripts/vitest.config.ts',
      // The server suite again on PostgreSQL when the test command found one (scripts/test.sh).
      ...(process.env.TEST_POSTGRES_URL ? ['packages/server/vitest.postgres.config.ts'] : []),
    ],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, with
    // the main process mostly idle. Two keep both cores busy.
    maxWorkers: 2,
  },
});
