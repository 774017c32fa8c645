import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  normalizePath,
  type Plugin,
  type UserConfig,
} from 'vite';
import { compileHintsFor } from './build/compileHints';
import { deferScripts } from './build/deferScripts';
import { linguiPlugins } from './build/lingui';
import { pages } from './build/pages';
import { precompress } from './build/precompress';
import { preloadFont } from './build/preloadFont';

// Workspace packages export a `source` condition pointing at their TypeScript, so the dev server
// and the build read them from source without building them first. vanilla-extract evaluates
// `.css.ts` files in its own SSR Vite server, which replaces the `ssr` option but keeps
// `environments`: without the `source` condition there, a `.css.ts` importing `vars` from
// @laundry/ui cannot resolve the kit's source and the kit's CSS silently goes missing.
//
// `vite build --ssr` (the second half of the build script) builds the landing page's server
// renderer instead: see `landingRenderer` below.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Before React's: the customer pages' message macros (issue 42).
    ...linguiPlugins(),
    react(),
    ...(isSsrBuild
      ? [vanillaExtractPlugin({ unstable_mode: 'transform' }), bundleStyleRuntime()]
      : [
          vanillaExtractPlugin(),
          pages(),
          // The prerendered public pages: the landing and order tracking (issue 25).
          ...['index.html', 'track.html'].flatMap((page) => [
            preloadFont({ page, font: /inter-latin-wght-normal-[\w-]+\.woff2$/ }),
            deferScripts({ page, loader: '/after-first-paint.js' }),
          ]),
          precompress(),
        ]),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  ...(isSsrBuild ? landingRenderer : { build: clientBuild }),
}));

/**
 * The landing page's renderer (src/areas/landing/renderLanding.tsx), which the server loads to
 * write the page's markup into index.html. Self-contained (React and the page bundled in, for
 * production), so the server needs none of the web's dependencies; in dist/.server, a dot folder
 * the server never serves. Its class names are vanilla-extract's, the same as the client build's,
 * so the markup is styled by the stylesheets index.html already links.
 */
const landingRenderer = {
  ssr: { noExternal: true, target: 'node' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: true,
    outDir: 'dist/.server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    rollupOptions: {
      // One renderer per prerendered page: the landing page and the tracking page.
      input: {
        renderLanding: resolve(import.meta.dirname, 'src/areas/landing/renderLanding.tsx'),
        renderTrack: resolve(import.meta.dirname, 'src/areas/tracking/renderTrack.tsx'),
      },
      output: { entryFileNames: '[name].mjs' },
    },
  },
} satisfies UserConfig;

/**
 * The renderers' `.css.ts` files run as modules (vanilla-extract's `transform` mode) instead of
 * being compiled a second time by the plugin's compiler (the client build has compiled them): the
 * SSR build's CPU 12 s → 3 s. They then call vanilla-extract's runtime, which names the classes
 * as the compiler did (`short` in production, the same hash of each file's path): the served
 * landing and tracking pages were compared byte for byte. The plugin leaves that runtime
 * external to SSR builds; a renderer is self-contained, so it is bundled here.
 */
function bundleStyleRuntime(): Plugin {
  return {
    name: 'laundry:bundle-style-runtime',
    configResolved(config) {
      const runtime = (id: string | RegExp) =>
        typeof id === 'string' && id.startsWith('@vanilla-extract/css');
      const ssr = config.environments.ssr?.resolve;
      if (ssr && Array.isArray(ssr.external))
        ssr.external = ssr.external.filter((id) => !runtime(id));
      if (Array.isArray(config.ssr.external)) {
        config.ssr.external = config.ssr.external.filter((id) => !runtime(id));
      }
    },
  };
}

const clientBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // Four pages, each with its own entry: the landing (index.html), the sign-in page
  // (login.html), the public order tracking (track.html) and the back-office (app.html). The manifest tells the budget check (scripts/check-budgets.mjs) which chunks
  // each page loads.
  rollupOptions: {
    input: {
      landing: resolve(import.meta.dirname, 'index.html'),
      login: resolve(import.meta.dirname, 'login.html'),
      track: resolve(import.meta.dirname, 'track.html'),
      app: resolve(import.meta.dirname, 'app.html'),
    },
    // The bundler's "avoid redundant chunk loads" pass moved zod into the chunk the landing page
    // shares with the back-office (react-dom's), adding 21 KB to a page that validates nothing
    // until Register is clicked. Without it each page loads only what it reaches.
    experimental: { chunkOptimization: { avoidRedundantChunkLoads: false } },
    // The counter's code compiles as it loads (build/compileHints.ts). The bundler's module ids
    // use forward slashes on every system, so the folder is written the same way.
    output: {
      postBanner: compileHintsFor(normalizePath(resolve(import.meta.dirname, 'src/areas/orders'))),
    },
  },
  manifest: true,
  // Maps stay in the build output for reading error reports, without the comment that points
  // browsers at them; the server refuses to serve them.
  sourcemap: 'hidden',
} satisfies UserConfig['build'];
