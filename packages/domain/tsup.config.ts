import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // The list definitions read and write URLSearchParams (a global in Node and browsers alike);
  // the declaration build needs its type, which the ES libraries alone do not have.
  dts: { compilerOptions: { lib: ['ES2023', 'DOM'] } },
  clean: true,
  sourcemap: true,
  target: 'node20',
});
