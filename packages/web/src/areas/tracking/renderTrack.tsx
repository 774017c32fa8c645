import type { Language } from '@laundry/domain';
import { renderToString } from 'react-dom/server.browser';
import { PageI18nSource } from '../../i18n/PageI18n';
import { serverI18n } from '../../i18n/serverI18n';
import { messages as en } from '../../locales/track/en.po';
import { messages as si } from '../../locales/track/si.po';
import { messages as ta } from '../../locales/track/ta.po';
import { TrackPage } from './TrackPage';
import { type TrackConfig, TrackConfigSource } from './trackConfig';

/**
 * The tracking page's markup for the server to write into track.html (as renderLanding.tsx does
 * for the landing page): the form, painted before the script arrives, then hydrated by
 * track.tsx with the same configuration, which the server also writes into the page. In the
 * language asked for (issue 42): the server renders each once.
 */
export function renderTrack(
  config: TrackConfig,
  language: Language = 'en',
): { title: string | undefined; html: string } {
  const markup = renderToString(
    <PageI18nSource value={serverI18n(language, { en, si, ta })}>
      <TrackConfigSource value={() => config}>
        <TrackPage />
      </TrackConfigSource>
    </PageI18nSource>,
  );
  const title = /^<title>.*?<\/title>/.exec(markup)?.[0];
  return { title, html: title ? markup.slice(title.length) : markup };
}
