/** Byte budgets of the JavaScript a first visit transfers, read from Vite's build manifest. */

/** One chunk of Vite's `.vite/manifest.json` (the fields the budgets read). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * A page's JavaScript on a first visit: the chunks of `entries` and everything they import
 * statically (what the browser fetches before the page runs), minus the chunks of `excluding`
 * (already loaded by what comes first: the app's entry and the shell for an area).
 */
export interface Budget {
  name: string;
  entries: string[];
  excluding?: string[];
  maxBytes: number;
}

export const KB = 1000;

/**
 * Areas allowed more than 60 KB, each with its reason. The order page carries the counter's whole
 * flow — payment with its typed-number rules (issue 37), handover, receipts, bag tags, refunds —
 * and grew to ~65.6 KB when issue 36's shared form, search and menu pieces were merged with issue
 * 37's input rules: the bundler now places the kit's select and form fields in chunks the page
 * imports statically. Lazy-loading its rarer dialogs (refund, assign staff, confirm items) was
 * measured and moved the shared chunks around rather than shrinking the page (61.6–65.7 KB), so
 * the page is held at 68 KB until its chunks are split deliberately (closing note, 2026-11-29).
 */
const AREA_BUDGET_EXCEPTIONS: Record<string, number> = {
  'src/areas/orders/detail/OrderDetailPage.tsx': 68,
};

/** The pages the router loads lazily that are not back-office areas. */
const NOT_AREAS = /^src\/areas\/landing\//;

/**
 * The budgets (brotli bytes, DESIGN "The web"): the landing and the tracking page 90 KB each, the sign-in page 120 KB, and
 * each back-office area's own chunk 60 KB — what navigating there adds to the app's entry and the
 * shell. The areas are the modules the router loads lazily (app.html's dynamic imports), so a
 * new area is budgeted without touching this list.
 */
export function budgetsFor(manifest: Manifest): Budget[] {
  const app = ['app.html', 'src/shell/ShellLayout.tsx'];
  const areas = (manifest['app.html']?.dynamicImports ?? [])
    .filter((key) => manifest[key]?.src && !NOT_AREAS.test(key) && !app.includes(key))
    .map((key) => ({
      name: `area ${areaName(key)}`,
      entries: [key],
      excluding: app,
      maxBytes: (AREA_BUDGET_EXCEPTIONS[key] ?? 60) * KB,
    }));
  return [
    ...inEachLanguage(manifest, 'landing (/)', 'index.html', 'landing', 90 * KB),
    // Public order tracking: a phone on a slow connection, so the landing page's budget.
    ...inEachLanguage(manifest, 'tracking (/track)', 'track.html', 'track', 90 * KB),
    { name: 'sign-in (/login)', entries: ['login.html'], maxBytes: 120 * KB },
    {
      name: 'shell',
      entries: ['src/shell/ShellLayout.tsx'],
      excluding: ['app.html'],
      maxBytes: 60 * KB,
    },
    ...areas,
  ];
}

/** The languages of the public pages' catalogs (lingui.config.ts). */
const LANGUAGES = ['en', 'si', 'ta'] as const;

/**
 * Each page's messages in one language, a chunk of their own (issue 42). The issue asked for
 * 1 KiB (gzip) a page and language; the landing page's copy is longer than that in English
 * already (its catalog is ~2.7 KB gzip, ~2.3 KB brotli; Sinhala and Tamil ~3.5 KB gzip), so the
 * budget is what the copy needs with a margin: 4 KB brotli (decision 045).
 */
export const CATALOG_MAX_BYTES = 4 * KB;

/**
 * A public page's budget in each language: its entry and the catalog its script fetches before
 * it hydrates (what is needed before the page is usable), and the catalog on its own. A build
 * without catalogs (a fixture) keeps the one budget of the entry.
 */
function inEachLanguage(
  manifest: Manifest,
  name: string,
  entry: string,
  catalog: string,
  maxBytes: number,
): Budget[] {
  const keys = LANGUAGES.map((language) => [language, `src/locales/${catalog}/${language}.po`]);
  if (!keys.every(([, key]) => key && manifest[key])) return [{ name, entries: [entry], maxBytes }];
  return keys.flatMap(([language, key = '']) => [
    { name: `${name} ${language}`, entries: [entry, key], maxBytes },
    { name: `  messages ${language}`, entries: [key], maxBytes: CATALOG_MAX_BYTES },
  ]);
}

/** `src/areas/customers/routes.tsx` → customers. */
function areaName(key: string): string {
  return key.split('/')[2] ?? key;
}

/** The keys of `entries` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return seen;
}

export interface ChunkSize {
  key: string;
  file: string;
  bytes: number;
}

export interface BudgetResult {
  budget: Budget;
  bytes: number;
  /** The page's chunks, largest first. */
  chunks: ChunkSize[];
  ok: boolean;
}

/** Measures each budget with `sizeOf(file)` (the bytes the server sends for a file). */
export function checkBudgets(
  manifest: Manifest,
  budgets: readonly Budget[],
  sizeOf: (file: string) => number,
): BudgetResult[] {
  return budgets.map((budget) => {
    const keys = staticClosure(manifest, budget.entries);
    for (const key of staticClosure(manifest, budget.excluding ?? [])) keys.delete(key);
    const chunks = [...keys]
      .map((key) => {
        const file = manifest[key]?.file ?? key;
        return { key, file, bytes: file.endsWith('.js') ? sizeOf(file) : 0 };
      })
      .filter((chunk) => chunk.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes);
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    return { budget, bytes, chunks, ok: bytes <= budget.maxBytes };
  });
}

export const formatKB = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The report's lines: one per budget; a failure names its largest chunks. */
export function reportLines(results: readonly BudgetResult[]): string[] {
  const lines: string[] = [];
  for (const { budget, bytes, chunks, ok } of results) {
    lines.push(
      `${ok ? 'ok  ' : 'OVER'} ${budget.name.padEnd(22)} ${formatKB(bytes).padStart(9)} of ${formatKB(budget.maxBytes)} (brotli, ${chunks.length} chunks)`,
    );
    if (ok) continue;
    for (const chunk of chunks.slice(0, 5)) {
      lines.push(`       ${formatKB(chunk.bytes).padStart(9)}  ${chunk.file}  (${chunk.key})`);
    }
  }
  return lines;
}
