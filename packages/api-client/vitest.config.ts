import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    // No file keeps state between files: they share their worker's modules.
    test: {
      name: 'api-client',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      isolate: false,
    },
  }),
);
