/**
 * The languages a customer reads (issue 42): English (the source text), Sinhala and Tamil, by
 * their BCP 47 codes. The back-office speaks English only.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a customer record has when nobody asked: the page's source language. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language by its own name, as the switch and the counter's field show it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/**
 * The locale each language formats numbers and dates with: Sri Lanka's, so Sinhala and Tamil
 * read the island's calendar words (CLDR si-LK, ta-LK).
 */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-LK',
  si: 'si-LK',
  ta: 'ta-LK',
};
