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
  return [
    babel({
      include: [/\/src\/areas\/(?:landing|tracking)\/.*\.tsx?$/, /\/src\/i18n\/.*\.tsx?$/],
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMap: true,
    }),
    lingui(),
  ];
}
