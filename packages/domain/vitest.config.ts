import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    // Pure functions and machines: nothing a file could leave behind for the next.
    test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
  }),
);
