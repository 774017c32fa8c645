/**
 * `pnpm --filter @laundry/web budgets` (run by scripts/test.sh after the build): the brotli bytes
 * of JavaScript each page transfers on a first visit, against its budget. Byte counts of a build
 * are deterministic, so this is a real check, not a timing: it fails the day a page grows past
 * its budget and names the chunks that make it up.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { budgetsFor, checkBudgets, type Manifest, reportLines } from './budgets';

const dist = join(import.meta.dirname, '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `pnpm --filter @laundry/web build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

// What the server sends: the precompressed brotli copy, or the file itself when it is too small
// to have one.
const sizeOf = (file: string) => {
  const path = join(dist, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
};

const results = checkBudgets(manifest, budgetsFor(manifest), sizeOf);
console.info('JavaScript on a first visit (brotli):');
for (const line of reportLines(results)) console.info(line);
const over = results.filter((result) => !result.ok);
if (over.length > 0) {
  console.error(
    `\n${over.length} page(s) over budget: ${over.map((r) => r.budget.name).join(', ')}`,
  );
  process.exit(1);
}
