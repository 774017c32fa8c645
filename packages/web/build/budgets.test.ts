import { describe, expect, it } from 'vitest';
import { budgetsFor, checkBudgets, KB, type Manifest, reportLines, staticClosure } from './budgets';

/** A build's manifest in miniature: four pages sharing React, the router's lazy areas. */
const manifest: Manifest = {
  'index.html': { file: 'assets/landing.js', isEntry: true, imports: ['_react.js'] },
  'track.html': { file: 'assets/track.js', isEntry: true, imports: ['_react.js'] },
  'login.html': { file: 'assets/login.js', isEntry: true, imports: ['_react.js', '_form.js'] },
  'app.html': {
    file: 'assets/app.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: [
      'src/areas/landing/LandingPage.tsx',
      'src/shell/ShellLayout.tsx',
      'src/areas/customers/routes.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'src/areas/landing/LandingPage.tsx': {
    file: 'assets/LandingPage.js',
    src: 'src/areas/landing/LandingPage.tsx',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  '_form.js': { file: 'assets/form.js' },
  'src/shell/ShellLayout.tsx': {
    file: 'assets/ShellLayout.js',
    src: 'src/shell/ShellLayout.tsx',
    isDynamicEntry: true,
    imports: ['_router.js'],
  },
  'src/areas/customers/routes.tsx': {
    file: 'assets/customers.js',
    src: 'src/areas/customers/routes.tsx',
    isDynamicEntry: true,
    imports: ['_router.js', '_form.js', 'assets/customers.css'],
    dynamicImports: ['_charts.js'],
  },
  'assets/customers.css': { file: 'assets/customers.css' },
};

const sizes: Record<string, number> = {
  'assets/landing.js': 10 * KB,
  'assets/track.js': 5 * KB,
  'assets/react.js': 60 * KB,
  'assets/app.js': 20 * KB,
  'assets/router.js': 25 * KB,
  'assets/login.js': 15 * KB,
  'assets/form.js': 8 * KB,
  'assets/ShellLayout.js': 12 * KB,
  'assets/customers.js': 30 * KB,
  'assets/charts.js': 55 * KB,
  'assets/LandingPage.js': 40 * KB,
};
const sizeOf = (file: string) => sizes[file] ?? 0;

describe('the byte budgets', () => {
  it('follows static imports only: lazy chunks are not part of a first visit', () => {
    expect([...staticClosure(manifest, ['src/areas/customers/routes.tsx'])].sort()).toEqual([
      '_form.js',
      '_router.js',
      'assets/customers.css',
      'src/areas/customers/routes.tsx',
    ]);
  });

  it('budgets the landing, the sign-in page, the shell and every lazy area of the router', () => {
    expect(budgetsFor(manifest).map((budget) => [budget.name, budget.maxBytes])).toEqual([
      ['landing (/)', 90 * KB],
      ['tracking (/track)', 90 * KB],
      ['sign-in (/login)', 120 * KB],
      ['shell', 60 * KB],
      ['area customers', 60 * KB],
    ]);
  });

  it("counts an area's chunks beyond what the app and the shell already loaded", () => {
    const results = checkBudgets(manifest, budgetsFor(manifest), sizeOf);
    const byName = Object.fromEntries(results.map((result) => [result.budget.name, result]));
    expect(byName['landing (/)']?.bytes).toBe(70 * KB);
    expect(byName['tracking (/track)']?.bytes).toBe(65 * KB);
    expect(byName['sign-in (/login)']?.bytes).toBe(83 * KB);
    expect(byName['area customers']?.bytes).toBe(38 * KB);
    expect(byName['area customers']?.chunks.map((chunk) => chunk.file)).toEqual([
      'assets/customers.js',
      'assets/form.js',
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it('fails a page that grew past its budget and names its largest chunks', () => {
    const grown = (file: string) => (file === 'assets/form.js' ? 50 * KB : sizeOf(file));
    const results = checkBudgets(manifest, budgetsFor(manifest), grown);
    const failed = results.filter((result) => !result.ok).map((result) => result.budget.name);
    expect(failed).toEqual(['sign-in (/login)', 'area customers']);
    const report = reportLines(results).join('\n');
    expect(report).toMatch(/OVER sign-in \(\/login\) +125\.0 KB of 120\.0 KB/);
    expect(report).toContain('50.0 KB  assets/form.js  (_form.js)');
  });

  it('says which chunk the manifest lacks', () => {
    expect(() => staticClosure(manifest, ['src/areas/orders/routes.tsx'])).toThrow(
      'The build manifest has no chunk "src/areas/orders/routes.tsx"',
    );
  });
});
