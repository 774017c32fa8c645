import { type I18n, i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, type ReactNode, use } from 'react';

/**
 * The i18n a public page speaks through: in the browser Lingui's own (its language activated by
 * the page's entry before the first render); when the server prerenders the page, one made for
 * the language it renders in (renderPage.tsx), since it renders the three one after the other.
 */
export const PageI18nSource = createContext<I18n>(i18n);

/** The page's messages for everything below; the wizard opens its own, the same i18n. */
export function PageI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={use(PageI18nSource)}>{children}</I18nProvider>;
}
