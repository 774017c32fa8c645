import { defineConfig } from 'tsup';

// The JavaScript only: the declarations come from TypeScript 7 after it (tsconfig.build.json),
// several times faster than tsup's dts, which needs TypeScript 5's compiler API.
export default defineConfig({
  // The public entry and the test oracle (@laundry/domain/testing), which products never import.
  entry: ['src/index.ts', 'src/testing.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
});
