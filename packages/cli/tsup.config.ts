import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // The workspace packages are bundled from their sources (the `source` condition), so the binary
  // runs without building them first; what they import that the CLI does not declare (ofetch…)
  // is bundled too. The CLI's own dependencies (commander, zod) stay external.
  noExternal: [/^@laundry\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
