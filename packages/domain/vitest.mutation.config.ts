import { join } from 'node:path';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

/**
 * The domain tests `pnpm mutation` runs: only those of the mutated rules, with fewer
 * fast-check runs per property (the examples already pin the exact amounts), so a whole
 * Stryker run stays within minutes on two shared cores.
 */
export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'domain-mutation',
      environment: 'node',
      include: [
        'src/orders/**/*.test.ts',
        'src/money/**/*.test.ts',
        'src/calendar/**/*.test.ts',
        'src/services/priceServiceItem.test.ts',
        'src/discounts/*.test.ts',
        'src/loyalty/*.test.ts',
        'src/auth/permissions.test.ts',
        'src/campaign/*.test.ts',
      ],
      setupFiles: [join(import.meta.dirname, 'vitest.mutation.setup.ts')],
    },
  }),
);
