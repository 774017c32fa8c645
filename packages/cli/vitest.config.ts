import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: { name: 'cli', environment: 'node', include: ['src/**/*.test.ts'] },
  }),
);
