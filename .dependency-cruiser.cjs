/**
 * The house's boundaries, checked by `pnpm lint` (docs/decisions/037-module-entries-and-boundary-lint.md).
 * Each rule says why it exists; a new exception needs a reason written beside it, not a wider rule.
 *
 * Paths are as seen from the repository root (`depcruise packages`): a workspace package imported
 * by its name (`@laundry/domain`) resolves to its source through the `source` export condition, so
 * a rule about `packages/domain/…` also sees imports written `@laundry/domain`.
 */

/** The test and story files of a package: they may reach for test tooling the package never ships. */
const TESTS = '(\\.test\\.tsx?|\\.stories\\.tsx?|/test/|/e2e/|\\.setup\\.ts)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle makes the order modules load in matter (a value read before its module ran is undefined) ' +
        'and ties the files of the circle into one piece nobody can change alone. Type-only imports count too: ' +
        'a circle of types is harmless at run time, but it is the same knot in the design, and one `import type` ' +
        'turned into `import` makes it a run-time circle without a word in review.',
      from: { path: '^packages/' },
      to: { circular: true },
    },

    // ── The server: modules talk through their entries ────────────────────────────────────────
    {
      name: 'server-module-entry',
      severity: 'error',
      comment:
        'A server module (packages/server/src/modules/<a>/) uses another module only through its entry, ' +
        "`modules/<b>/index.ts`: the service's public functions and types. Its repositories, SQL and helpers " +
        'are its own, so they can change without reading every other module.',
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: {
        path: '^packages/server/src/modules/[^/]+/',
        pathNot: [
          '^packages/server/src/modules/$1/',
          '^packages/server/src/modules/[^/]+/index\\.ts$',
        ],
      },
    },
    {
      name: 'server-outside-modules-use-entries',
      severity: 'error',
      comment:
        'The rest of the server (app, seed, http, messages, main) uses a module through its entry too; ' +
        '`modules/index.ts` is the one file that registers each `module.ts`. Tests may reach inside (they test the insides).',
      from: {
        path: '^packages/server/src/',
        pathNot: [
          '^packages/server/src/modules/[^/]+/',
          '^packages/server/src/modules/index\\.ts$',
        ],
      },
      to: {
        path: '^packages/server/src/modules/[^/]+/',
        pathNot: '^packages/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'server-module-registration',
      severity: 'error',
      comment:
        '`modules/index.ts` lists the modules: it imports each `module.ts` (the registration) and nothing else inside a module.',
      from: { path: '^packages/server/src/modules/index\\.ts$' },
      to: {
        path: '^packages/server/src/modules/[^/]+/',
        pathNot: '^packages/server/src/modules/[^/]+/module\\.ts$',
      },
    },

    // ── The web: areas talk through their entries ─────────────────────────────────────────────
    {
      name: 'web-area-entry',
      severity: 'error',
      comment:
        'A web area (packages/web/src/areas/<a>/) uses another area only through `areas/<b>/index.ts` (what it ' +
        'shares) or `areas/<b>/routes.tsx` (its lazy routes), so an area can be rearranged inside without breaking another.',
      from: { path: '^packages/web/src/areas/([^/]+)/' },
      to: {
        path: '^packages/web/src/areas/[^/]+/',
        pathNot: [
          '^packages/web/src/areas/$1/',
          '^packages/web/src/areas/[^/]+/index\\.tsx?$',
          '^packages/web/src/areas/[^/]+/routes\\.tsx$',
        ],
      },
    },

    // ── The domain: folders talk through their entries ───────────────────────────────────────
    {
      name: 'domain-folder-entry',
      severity: 'error',
      comment:
        'A domain folder (packages/domain/src/<a>/) uses another folder only through `src/<b>/index.ts`, ' +
        'the names that folder offers; the rest is its own.',
      from: { path: '^packages/domain/src/([^/]+)/' },
      to: {
        path: '^packages/domain/src/[^/]+/',
        pathNot: ['^packages/domain/src/$1/', '^packages/domain/src/[^/]+/index\\.ts$'],
      },
    },

    // ── The packages (DESIGN.md, "The shape") ─────────────────────────────────────────────────
    {
      name: 'domain-no-io',
      severity: 'error',
      comment:
        'The domain is pure rules used by everyone: it imports zod and xstate and no other package, and no ' +
        'Node built-in (no fs, net, crypto: no I/O). Its tests may use their tooling. (`process.env` and ' +
        '`Date.now()` are not imports: the domain takes a clock; this rule cannot see them.)',
      from: { path: '^packages/domain/src/', pathNot: TESTS },
      to: {
        pathNot: ['^packages/domain/src/', 'node_modules/(zod|xstate)/'],
      },
    },
    {
      name: 'ui-knows-no-laundry',
      severity: 'error',
      comment:
        'The kit knows nothing of laundries (a `StatCard`, not an `OrderStatsCard`): it never imports the domain, ' +
        'the API client, the web app, the server or the CLI.',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(domain|api-client|web|server|cli)/' },
    },
    {
      name: 'api-client-no-react-no-server',
      severity: 'error',
      comment:
        'The API client speaks HTTP to the server; it is used by the web and the CLI, so it imports neither React ' +
        'nor the server (nor the screens or the kit).',
      from: { path: '^packages/api-client/' },
      to: { path: ['^packages/(server|web|ui|cli)/', 'node_modules/react(-dom)?/'] },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment:
        'The web reaches the server only over HTTP, through the API client: it never imports the server or the CLI.',
      from: { path: '^packages/web/' },
      to: { path: '^packages/(server|cli)/' },
    },
    {
      name: 'server-not-clients',
      severity: 'error',
      comment:
        'The server serves the web build as files; it never imports the web, the kit, the API client or the CLI.',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(web|ui|api-client|cli)/' },
    },
    {
      name: 'cli-not-server',
      severity: 'error',
      comment:
        "The CLI talks to a running server through the API client; the server's insides are not its to import " +
        '(nor the screens or the kit).',
      from: { path: '^packages/cli/' },
      to: { path: '^packages/(server|web|ui)/' },
    },
  ],
  options: {
    // Built output, installed packages and generated files are not ours to check.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|storybook-static|coverage)/' },
    // `import type` is an import too (see no-circular).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // The workspace packages' `source` condition points at their TypeScript (as in tsconfig).
      conditionNames: ['source', 'import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
