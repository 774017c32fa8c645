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
      // The files share their worker's modules: none keeps state between files (each builds its
      // own program, client and server), and loading commander, exceljs and the client again
      // for every file was a third of the project's time.
      isolate: false,
    },
  }),
);
