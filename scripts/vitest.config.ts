import { defineProject } from 'vitest/config';

// The scripts' own tests: the written-once check (scripts/check-written-once.mjs) and the build
// stamps of `npm start` (Node, a temporary git checkout each).
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.ts', '**/*.test.mjs'] },
});
