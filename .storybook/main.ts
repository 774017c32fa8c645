import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { UserConfig } from 'vite';
import { linguiPlugins } from '../packages/web/build/lingui';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The kit's components, and the back-office's screens over the shared fake backend.
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions, defaultServerConditions } = await import('vite');
    const storybookBuild: UserConfig = {
      // The `.css.ts` files run in the stories as modules that inject their styles (`transform`
      // mode) instead of being compiled one by one by the plugin's own compiler, a third time
      // after the web's two builds: the Storybook build's CPU 36 → 24 s, every computed style of
      // the stories compared the same (decision 035, fifth pass).
      plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' })],
      // Workspace packages from their TypeScript (as the tests and the dev server run them).
      // vanilla-extract compiles the `.css.ts` files in a server environment of its own: it must
      // resolve the kit from source too, or the web's styles point at the built kit's theme
      // variables, which no stylesheet in the stories defines.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
      build: {
        rolldownOptions: {
          // Radix ships "use client" directives, meaningless in a client-only bundle: the
          // bundler's notice about dropping them is noise (dozens of lines per build).
          onLog(level, log, handler) {
            if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
            handler(level, log);
          },
        },
      },
    };
    // The landing's stories load its catalogs (`.po`) and its Lingui macros: Lingui's plugins go
    // first, before the React plugin, as in the web's own Vite config (issue 42).
    const lingui = linguiPlugins();
    const merged = mergeConfig(viteConfig, storybookBuild);
    return { ...merged, plugins: [...lingui, ...(merged.plugins ?? [])] };
  },
};

export default config;
