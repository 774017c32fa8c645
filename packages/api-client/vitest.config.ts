import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: { name: 'api-client', environment: 'node', include: ['src/**/*.test.ts'] },
  }),
);
