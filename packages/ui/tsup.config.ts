import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// The library build (ESM + declarations). Inside the workspace the apps, tests and Storybook
// read the sources through the `source` export condition; this build is for consumers outside.
// The JavaScript only: the declarations come from TypeScript 7 after it (tsconfig.build.json),
// several times faster than tsup's dts, which needs TypeScript 5's compiler API.
export default defineConfig({
  entry: { index: 'src/index.ts', charts: 'src/charts.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Dependencies and peers stay imports (tsup's default); the font's CSS is one of them.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
