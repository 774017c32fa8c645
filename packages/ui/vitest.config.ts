import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    // Styles are not applied in the tests' DOM: the `.css.ts` files run as plain modules
    // (`transform` mode; vitest.setup.ts turns off their runtime injection) instead of being
    // compiled one by one by the plugin's own compiler, which was most of the project's
    // start-up (web: transform and import 40 s → 12 s; decision 035, fourth pass).
    plugins: [react(), vanillaExtractPlugin({ unstable_mode: 'transform' })],
    test: {
      name: 'ui',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      isolate: false,
    },
  }),
);
