import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages export a `source` condition pointing at their TypeScript, so the dev server
// and the build read them from source without building them first. vanilla-extract evaluates
// `.css.ts` files in its own SSR Vite server, which replaces the `ssr` option but keeps
// `environments`: without the `source` condition there, a `.css.ts` importing `vars` from
// @laundry/ui cannot resolve the kit's source and the kit's CSS silently goes missing.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
