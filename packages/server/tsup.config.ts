import { defineConfig } from 'tsup';

// One file, dist/main.js. Workspace packages are bundled from their TypeScript source; the
// npm dependencies stay external. Nothing is copied: the migrations are read from
// packages/server/drizzle, found from the bundle's own location.
export default defineConfig({
  entry: ['src/main.ts'],
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
