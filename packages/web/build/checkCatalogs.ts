import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatter } from '@lingui/format-po';
import config from '../lingui.config';
import {
  type CatalogEntry,
  entryProblems,
  headerProblems,
  UNREVIEWED_FLAG,
} from './i18n/checkCatalog';

/**
 * The catalogs' check in the test command (issue 42): each page's catalog is up to date with the
 * code (a message added in the code and not extracted fails), every Sinhala and Tamil message is
 * translated, valid ICU with the source's placeholders, the plural categories CLDR asks for, and
 * keeps its zero-width joiners through compilation; each catalog names its translator. Prints
 * how many entries still wait for a native speaker. Exits 1 on any problem.
 */
const webDir = resolve(import.meta.dirname, '..');
const po = formatter({ lineNumbers: false, origins: false });
const catalogs = (config.catalogs ?? []).map((catalog) =>
  catalog.path.replace('<rootDir>', webDir),
);

function read(path: string, locale: string) {
  const text = readFileSync(path, 'utf8');
  const parsed = po.parse(text, { locale, sourceLocale: 'en', filename: path }) as Record<
    string,
    { message?: string; translation?: string; obsolete?: boolean; extra?: { flags?: string[] } }
  >;
  const header = Object.fromEntries(
    [...text.matchAll(/^"([\w-]+): (.*)\\n"$/gm)].map((match) => [match[1], match[2]]),
  );
  return { parsed, header };
}

/** The ids the code has today, per catalog: an extraction into a scratch folder. */
function extractedIds(): string[][] {
  const scratch = mkdtempSync(join(tmpdir(), 'lingui-check-'));
  try {
    const file = join(scratch, 'lingui.config.ts');
    writeFileSync(
      file,
      `import config from ${JSON.stringify(join(webDir, 'lingui.config.ts'))};
export default {
  ...config,
  rootDir: ${JSON.stringify(webDir)},
  locales: ['en'],
  catalogs: config.catalogs.map((catalog, index) => ({ ...catalog, path: ${JSON.stringify(scratch)} + '/' + index + '/{locale}' })),
};
`,
    );
    execFileSync('npx', ['lingui', 'extract', '--config', file], { cwd: webDir, stdio: 'pipe' });
    return catalogs.map((_, index) =>
      Object.keys(read(join(scratch, String(index), 'en.po'), 'en').parsed).sort(),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const problems: string[] = [];
let unreviewed = 0;
const fresh = extractedIds();
catalogs.forEach((path, index) => {
  const name = path.replace(`${webDir}/`, '');
  const source = read(path.replace('{locale}', 'en.po'), 'en').parsed;
  const ids = Object.keys(source)
    .filter((id) => !source[id]?.obsolete)
    .sort();
  const inCode = fresh[index] ?? [];
  for (const id of inCode.filter((one) => !ids.includes(one))) {
    problems.push(`${name}: a message of the code is not in the catalog (${id}); run i18n:extract`);
  }
  for (const locale of config.locales.filter((one) => one !== 'en')) {
    const { parsed, header } = read(path.replace('{locale}', `${locale}.po`), locale);
    problems.push(...headerProblems(locale, header).map((problem) => `${name}: ${problem}`));
    for (const id of inCode) {
      const found = parsed[id];
      const entry: CatalogEntry = {
        id,
        source: source[id]?.message ?? id,
        translation: found?.translation ?? '',
        flags: found?.extra?.flags ?? [],
      };
      if (entry.flags.includes(UNREVIEWED_FLAG)) unreviewed += 1;
      problems.push(...entryProblems(locale, entry).map((problem) => `${name}: ${problem}`));
    }
  }
});

if (problems.length) {
  console.error(`Catalogs: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.info(
  `Catalogs: ${catalogs.length} pages × ${config.locales.length} languages checked; ${unreviewed} translations not yet reviewed by a native speaker.`,
);
