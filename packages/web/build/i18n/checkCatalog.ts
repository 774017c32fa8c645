import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * The rules every translated catalog keeps (issue 42), one entry at a time: pure, so the test
 * (checkCatalog.test.ts) can show each one fail; build/checkCatalogs.ts applies them to the
 * committed .po files.
 */

export interface CatalogEntry {
  id: string;
  /** The English source text. */
  source: string;
  translation: string;
  flags: readonly string[];
}

/** The flag of an entry not yet read by a native speaker (a reviewer removes it). */
export const UNREVIEWED_FLAG = 'unreviewed';

const ZWJ = '\u200d';
/** Al-lakuna then ra or ya with no joiner: a rakaransaya or yansaya whose joiner was lost. */
const LOST_SINHALA_JOINER = /\u0dca[\u0dbb\u0dba]/;
/** Names that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = /\b(?:WhatsApp|SMS|POS|OpenStreetMap|Facebook|ORD-\d+|IT\d+)\b/g;

/** The placeholders and tags of an ICU message: `{name}`, `{0}`, `<0>`, `</0>`. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...names, ...tags].sort();
}

/** The plural categories a message's `plural` offers, per variable. */
function pluralCategories(message: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const visit = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, type, choices] = token as [string, string?, unknown?];
      if (type === 'plural' && choices && typeof choices === 'object') {
        const keys = Object.keys(choices).filter((key) => key !== 'offset' && !key.startsWith('='));
        found.set(name, new Set(keys));
        for (const choice of Object.values(choices)) visit(choice);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return found;
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** What is wrong with one entry of the `locale` catalog; empty when nothing is. */
export function entryProblems(locale: string, entry: CatalogEntry): string[] {
  const problems: string[] = [];
  const { source, translation } = entry;
  const where = `${locale} "${source.slice(0, 60)}"`;
  if (!translation.trim()) return [`${where}: missing translation`];
  const sourceWithoutNames = source.replace(SAME_IN_EVERY_LANGUAGE, '').replace(/\{[^}]*\}/g, '');
  if (locale !== 'en' && translation === source && /[A-Za-z]{2,}/.test(sourceWithoutNames)) {
    problems.push(`${where}: untranslated (the English text)`);
  }
  let compiled: unknown;
  try {
    compiled = compileMessageOrThrow(translation);
  } catch (error) {
    return [...problems, `${where}: invalid ICU: ${(error as Error).message}`];
  }
  const wanted = placeholders(source).join(' ');
  const got = placeholders(translation).join(' ');
  if (wanted !== got) problems.push(`${where}: placeholders ${got || '(none)'} ≠ ${wanted}`);
  if (locale === 'si' && LOST_SINHALA_JOINER.test(translation)) {
    problems.push(`${where}: a Sinhala conjunct lost its zero-width joiner (්‍ර / ්‍ය)`);
  }
  if (count(JSON.stringify(compiled), ZWJ) !== count(translation, ZWJ)) {
    problems.push(`${where}: compiling dropped a zero-width joiner`);
  }
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  for (const [name, categories] of pluralCategories(translation)) {
    const absent = needed.filter((category) => !categories.has(category));
    if (absent.length) {
      problems.push(`${where}: plural {${name}} lacks ${absent.join(', ')} (CLDR ${locale})`);
    }
  }
  return problems;
}

/** What is wrong with a catalog as a whole: its header must name its translator. */
export function headerProblems(locale: string, header: Record<string, string>): string[] {
  if (locale === 'en') return [];
  return header['Last-Translator']?.trim()
    ? []
    : [`${locale}: the catalog does not say who translated it (Last-Translator)`];
}
