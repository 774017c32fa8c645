import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export a `source` condition pointing at their TypeScript, so tests, the
 * dev server and the web build run the packages from source without building them first.
 */
export const sourceResolve = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
