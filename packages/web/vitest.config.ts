import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';
import { linguiPlugins } from './build/lingui';

/**
 * The sign-in page reads where to go from the window's address when it signs in; a router left
 * over from an earlier file in the same worker can move that address first. Its tests run in
 * their own isolated project (vitest.isolated.config.ts).
 */
export const isolatedTests = [
  'src/areas/auth/**/*.test.{ts,tsx}',
  // The tracking page reads the receipt link's token from the window's address, as sign-in does.
  'src/areas/tracking/**/*.test.{ts,tsx}',
];

export const webProject = (name: string, isolate: boolean) =>
  mergeConfig(
    sourceResolve,
    defineProject({
      // Styles are not applied in the tests' DOM: the `.css.ts` files run as plain modules
      // (`transform` mode; vitest.setup.ts turns off their runtime injection) instead of being
      // compiled one by one by the plugin's own compiler, which was most of the project's
      // start-up (web: transform and import 40 s → 12 s; decision 035, fourth pass).
      plugins: [...linguiPlugins(), react(), vanillaExtractPlugin({ unstable_mode: 'transform' })],
      test: {
        name,
        environment: 'happy-dom',
        setupFiles: isolate
          ? ['./vitest.setup.ts']
          : ['./vitest.setup.ts', './vitest.lazy-parts.setup.ts'],
        testTimeout: 20_000,
        isolate,
      },
    }),
  );

// One React, router and kit per worker instead of one per file (Testing Library unmounts after
// every test; each test builds its own QueryClient and router).
export default mergeConfig(webProject('web', false), {
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...isolatedTests],
  },
});
