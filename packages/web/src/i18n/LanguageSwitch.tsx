import { LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGES, type Language } from '@laundry/domain';
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { activateLanguage } from './catalogs';
import { rememberLanguage } from './language';
import * as styles from './languageSwitch.css';

/**
 * The public pages' language switch (issue 42): each language by its own name. A link, so it
 * works before the script (the server renders `?lang=`); with the script the page changes in
 * place, the choice is remembered (a cookie the server reads too) and `<html lang>` follows.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const current = i18n.locale as Language;

  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    rememberLanguage(language);
    // A link that named a language (an SMS's) would otherwise bring the old one back on reload.
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_PARAM)) {
      url.searchParams.set(LANGUAGE_PARAM, language);
      window.history.replaceState(window.history.state, '', url);
    }
    void activateLanguage(language).then(() => {
      document.documentElement.lang = language;
    });
  };

  return (
    <nav aria-label={t`Language`} className={className}>
      <ul className={styles.list}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`?${LANGUAGE_PARAM}=${language}`}
              hrefLang={language}
              lang={language}
              className={styles.link}
              aria-current={language === current ? 'true' : undefined}
              onClick={choose(language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
