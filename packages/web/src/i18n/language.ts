import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM, type Language } from '@laundry/domain';

/** The cookie that remembers the language a visitor chose (the server renders the page in it). */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The language the public page is in, chosen as the server chose it (packages/server's
 * pageLanguage): `?lang=`, else the remembered choice, else what the server wrote into
 * `<html lang>` (the browser's languages), else English.
 */
export function pageLanguage(doc: Document = document): Language {
  const rendered = doc.documentElement.lang;
  return (
    chosenLanguage(doc.location?.search ?? '', doc.cookie) ??
    (isLanguage(rendered) ? rendered : DEFAULT_LANGUAGE)
  );
}

/** `?lang=` first, then the remembered choice; undefined when neither names a language. */
export function chosenLanguage(search: string, cookie: string): Language | undefined {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  const remembered = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(remembered) ? remembered : undefined;
}

/** Remembers the choice for a year (a cookie, so the server renders the next visit in it). */
export function rememberLanguage(language: Language, doc: Document = document) {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
