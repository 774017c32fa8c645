import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The customer's pages in English (the source text), Sinhala and Tamil (issue 42): one catalog
 * per page, so each page loads only its own messages in its own language (build/lingui.ts
 * compiles them at build time; `pnpm --filter @laundry/web i18n:extract` brings the .po files up
 * to date with the code; build/checkCatalogs.ts fails the tests on a missing or untranslated
 * message, invalid ICU or a lost zero-width joiner). The back-office stays in English.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'si', 'ta'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      // The landing page, its language switch included.
      path: '<rootDir>/src/locales/landing/{locale}',
      include: ['<rootDir>/src/areas/landing', '<rootDir>/src/i18n'],
      exclude: ['**/registration/**', '**/*.test.*'],
    },
    {
      // The registration wizard: its own chunk, fetched with the wizard.
      path: '<rootDir>/src/locales/register/{locale}',
      include: ['<rootDir>/src/areas/landing/registration'],
      exclude: ['**/*.test.*'],
    },
    {
      // The order tracking page.
      path: '<rootDir>/src/locales/track/{locale}',
      include: ['<rootDir>/src/areas/tracking', '<rootDir>/src/i18n'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
