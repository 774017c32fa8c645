// @ts-check
/**
 * `pnpm mutation`: StrykerJS over the domain's money and access rules (pricing, discounts,
 * loyalty, permissions, editability). It reports a mutation score and never fails the build;
 * `mutate` is limited to those files so one run stays within a few minutes on two cores.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: 'packages/domain/vitest.mutation.config.ts',
    dir: 'packages/domain',
    related: false,
  },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/domain/src/orders/priceOrder.ts',
    'packages/domain/src/orders/canEditOrder.ts',
    'packages/domain/src/services/priceServiceItem.ts',
    'packages/domain/src/discounts/*.ts',
    'packages/domain/src/loyalty/*.ts',
    'packages/domain/src/auth/permissions.ts',
    'packages/domain/src/campaign/*.ts',
    '!packages/domain/src/**/*.test.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
