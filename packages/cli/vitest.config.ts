import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'cli',
      environment: 'node',
      globalSetup: ['src/testing/global-setup.ts'],
      include: ['src/**/*.test.ts'],
      // Several files drive the real server binary (a backup, a restore, argon2 sign-ins).
      testTimeout: 30_000,
    },
  }),
);
