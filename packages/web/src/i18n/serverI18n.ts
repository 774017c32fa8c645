import type { Language } from '@laundry/domain';
import { type I18n, type Messages, setupI18n } from '@lingui/core';

/** An i18n of its own for one server render in `language` (renderLanding, renderTrack). */
export function serverI18n(language: Language, catalogs: Record<Language, Messages>): I18n {
  return setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
}
