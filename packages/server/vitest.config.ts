import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      // One migrated database per run (PGlite dump or PostgreSQL template), cloned per file.
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
