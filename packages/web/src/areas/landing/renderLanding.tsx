import type { Language } from '@laundry/domain';
import { renderToString } from 'react-dom/server.browser';
import { PageI18nSource } from '../../i18n/PageI18n';
import { serverI18n } from '../../i18n/serverI18n';
import { messages as en } from '../../locales/landing/en.po';
import { messages as si } from '../../locales/landing/si.po';
import { messages as ta } from '../../locales/landing/ta.po';
import { LandingClockContext } from './campaign';
import { LandingPage } from './LandingPage';
import { type LandingConfig, LandingConfigSource } from './landingConfig';

export interface RenderedLanding {
  /** The page's `<title>` element, for the document's head. */
  title: string | undefined;
  /** The page's markup, for index.html's `#root`. */
  html: string;
}

/**
 * The landing page's markup for the server to write into index.html, so the first paint is the
 * page itself rather than a wait for its script; the script then hydrates it (landing.tsx).
 * Built on its own (`vite build --ssr`, into dist/.server, which the server never serves) and
 * loaded by the server at start-up (packages/server/src/http/web.ts), which renders it with its
 * configuration, clock and language (issue 42; the server renders each language): the configuration it also writes into the page for the browser's
 * first render to read, so both render the same page. Nothing here may touch the DOM.
 */
export function renderLanding(
  config: LandingConfig,
  now: Date,
  language: Language = 'en',
): RenderedLanding {
  const markup = renderToString(
    <PageI18nSource value={serverI18n(language, LANDING_MESSAGES)}>
      <LandingConfigSource value={() => config}>
        <LandingClockContext value={() => now}>
          <LandingPage />
        </LandingClockContext>
      </LandingConfigSource>
    </PageI18nSource>,
  );
  // React writes the page's <title> ahead of the markup; in the browser it takes over the
  // head's first <title>, so that is where it goes, not inside #root.
  const title = /^<title>.*?<\/title>/.exec(markup)?.[0];
  return { title, html: title ? markup.slice(title.length) : markup };
}

/** Every language's landing messages: the server renders the page in each. */
const LANDING_MESSAGES = { en, si, ta };
