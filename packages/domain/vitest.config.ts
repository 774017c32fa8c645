import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'] },
  }),
);
