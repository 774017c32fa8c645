import { defineConfig } from 'tsup';

// dist/main.js, and dist/pglite-worker.js: the embedded database's worker thread (decision 026),
// which main.js starts from beside itself. Workspace packages are bundled from their TypeScript source; the
// npm dependencies stay external. Nothing is copied: the migrations are read from
// packages/server/drizzle, found from the bundle's own location.
export default defineConfig({
  entry: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@laundry\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
