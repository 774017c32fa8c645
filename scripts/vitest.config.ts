import { defineProject } from 'vitest/config';

// The scripts' own tests (the build stamps of `npm start`): Node, a temporary git checkout each.
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.ts'] },
});
