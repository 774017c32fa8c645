import type { Language } from '@laundry/domain';
import { i18n, type Messages } from '@lingui/core';

/** A page's catalog: its compiled messages in each language, each a chunk of its own. */
export type Catalog = Record<Language, () => Promise<{ messages: Messages }>>;

/** The catalogs this page has loaded so far: a switch of language loads each in the new one. */
const loaded = new Set<Catalog>();

/** Loads the catalog's messages in `language` into the page's i18n (merged with the others). */
export async function loadCatalog(catalog: Catalog, language: Language = pageLocale()) {
  loaded.add(catalog);
  const { messages } = await catalog[language]();
  i18n.load(language, messages);
}

/** The page's language once activated (English before). */
export function pageLocale(): Language {
  return (i18n.locale || 'en') as Language;
}

/** Every catalog the page has loaded, in `language`, then the page re-renders in it. */
export async function activateLanguage(language: Language) {
  await Promise.all([...loaded].map((catalog) => loadCatalog(catalog, language)));
  i18n.activate(language);
}

/**
 * A public page's start: its catalog in `language` loaded and activated, `<html lang>` set. The
 * entries (landing.tsx, track.tsx) call it before they hydrate; the back-office's router before
 * it shows the landing page at / in the dev server.
 */
export async function startPage(catalog: Catalog, language: Language) {
  await loadCatalog(catalog, language);
  i18n.activate(language);
  document.documentElement.lang = language;
}
