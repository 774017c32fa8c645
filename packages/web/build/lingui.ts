import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * Lingui's compile-time messages (issue 42): its macros (`<Trans>`, `t`, `msg`) become message
 * ids through Babel, before the React plugin, in the customer's pages only (the rest of the code
 * does not pay for Babel); a `.po` import becomes the compiled messages of that catalog, one
 * chunk per page and language.
 */
export function linguiPlugins(): PluginOption[] {
  // Lingui looks for its config from the working directory; the root's vitest run, Storybook and
  // the web's own scripts start in different folders, so every one reads the web's config.
  process.env.LINGUI_CONFIG ??= fileURLToPath(new URL('../lingui.config.ts', import.meta.url));
  return [
    babel({
      include: [/\/src\/areas\/(?:landing|tracking)\/.*\.tsx?$/, /\/src\/i18n\/.*\.tsx?$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMap: true,
    }),
    lingui(),
  ];
}
