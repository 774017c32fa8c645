import { renderToString } from 'react-dom/server.browser';
import { TrackPage } from './TrackPage';
import { type TrackConfig, TrackConfigSource } from './trackConfig';

/**
 * The tracking page's markup for the server to write into track.html (as renderLanding.tsx does
 * for the landing page): the form, painted before the script arrives, then hydrated by
 * track.tsx with the same configuration, which the server also writes into the page.
 */
export function renderTrack(config: TrackConfig): { title: string | undefined; html: string } {
  const markup = renderToString(
    <TrackConfigSource value={() => config}>
      <TrackPage />
    </TrackConfigSource>,
  );
  const title = /^<title>.*?<\/title>/.exec(markup)?.[0];
  return { title, html: title ? markup.slice(title.length) : markup };
}
