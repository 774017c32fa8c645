import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./vitest.setup.ts'],
      testTimeout: 20_000,
      // One React, router and kit per worker instead of one per file (Testing Library unmounts
      // after every test; each test builds its own QueryClient and router).
      isolate: false,
    },
  }),
);
