import { useSyncExternalStore } from 'react';
import * as styles from './ServerDownBanner.css';
import type { ServerWatch } from './serverWatch';

/**
 * At the top of every screen while the shop's server does not answer: which server (the one
 * this page came from: the API is on the same address), what it means for the counter, and that
 * it goes away by itself. The server is in the shop, so the advice is about it, not the internet.
 */
export function ServerDownBanner({ server }: { server: ServerWatch }) {
  const down = useSyncExternalStore(server.subscribe, server.isDown, server.isDown);
  if (!down) return null;
  return (
    <div role="alert" className={styles.banner}>
      <strong>{serverNotAnswering(window.location.host)}</strong> Nothing can be saved until it is
      back: check that the shop’s server computer is on and connected to the shop’s network. This
      notice goes away by itself when the server answers again.
    </div>
  );
}

/** Names the server by the address the page came from; a page with no host says it plainly. */
export function serverNotAnswering(host: string): string {
  return host
    ? `The shop’s server (${host}) is not answering.`
    : 'The shop’s server is not answering.';
}
