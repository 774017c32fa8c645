import pg from 'pg';

/** The channel migration 0013's triggers notify on, after each committed write they watch. */
export const WRITES_CHANNEL = 'laundry_writes';

export interface WriteHandlers {
  /** A write was committed, by any connection of any instance. */
  onWrite(): void;
  /**
   * Whether every write is heard: false from the moment the listening connection is lost (writes
   * may go unheard until it is back), true once it listens again.
   */
  onLive(live: boolean): void;
}

/** Starts listening; resolves to the function that stops. */
export type WatchWrites = (handlers: WriteHandlers) => Promise<() => Promise<void>>;

/** The longest wait between two attempts to listen again. */
const MAX_RETRY_MS = 10_000;

/**
 * Listens on a connection of its own (a pooled one would be handed to queries and lose the
 * LISTEN). When that connection fails, it says so at once and tries again, waiting a little longer
 * each time, up to ten seconds.
 */
export function watchPostgresWrites(url: string): WatchWrites {
  return async ({ onWrite, onLive }) => {
    let stopped = false;
    let current: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delay = 250;

    const listen = async () => {
      const client = new pg.Client({ connectionString: url });
      let lost = false;
      const loseOnce = () => {
        if (lost) return;
        lost = true;
        if (current === client) current = undefined;
        if (stopped) return;
        onLive(false);
        client.end().catch(() => {});
        retry = setTimeout(listen, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
      client.on('notification', (message) => {
        if (message.channel === WRITES_CHANNEL) onWrite();
      });
      client.on('error', loseOnce);
      client.on('end', loseOnce);
      try {
        await client.connect();
        await client.query(`LISTEN ${WRITES_CHANNEL}`);
      } catch {
        loseOnce();
        return;
      }
      if (stopped || lost) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
      delay = 250;
      onLive(true);
    };

    await listen();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    };
  };
}
