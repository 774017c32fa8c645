import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel migration 0013's triggers notify on, after each committed write they watch. */
export const WRITES_CHANNEL = 'laundry_writes';

export interface WriteHandlers {
  /** A write was committed, by any connection of any instance. */
  onWrite(): void;
  /**
   * Whether every write is heard: true once a test notification came back through the listening
   * connection, false from the moment that connection is lost (writes may go unheard until it
   * is back). Called on changes only.
   */
  onLive(live: boolean): void;
}

/** Starts listening; resolves, once the signal is heard or found missing, to the stop. */
export type WatchWrites = (handlers: WriteHandlers) => Promise<() => Promise<void>>;

/** The longest wait between two attempts to listen again. */
const MAX_RETRY_MS = 10_000;
/** How long a test notification may take to come back before the signal counts as missing. */
const PROBE_TIMEOUT_MS = 2_000;
const PROBE_PREFIX = 'probe:';

/**
 * Listens on a connection of its own (a pooled one would be handed to queries and lose the
 * LISTEN), then sends a test notification through `pool` and waits for it: a pooler that cannot
 * hold a LISTEN (PgBouncer in transaction mode) accepts the statement but never delivers, and
 * the signal must not count as heard there. When the connection fails, it says so at once and
 * tries again, waiting a little longer each time, up to ten seconds.
 */
export function watchPostgresWrites(url: string, pool: pg.Pool): WatchWrites {
  return async ({ onWrite, onLive }) => {
    let stopped = false;
    let live = false;
    let current: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delay = 250;
    const setLive = (next: boolean) => {
      if (next === live) return;
      live = next;
      onLive(next);
    };

    const listen = async () => {
      const client = new pg.Client({ connectionString: url });
      const probe = `${PROBE_PREFIX}${randomUUID()}`;
      let probeHeard = () => {};
      const heard = new Promise<boolean>((resolve) => {
        probeHeard = () => resolve(true);
        setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref();
      });
      let lost = false;
      const loseOnce = () => {
        if (lost) return;
        lost = true;
        if (current === client) current = undefined;
        client.end().catch(() => {});
        if (stopped) return;
        setLive(false);
        retry = setTimeout(listen, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
      client.on('notification', (message) => {
        if (message.channel !== WRITES_CHANNEL) return;
        if (message.payload === probe) probeHeard();
        else if (!message.payload?.startsWith(PROBE_PREFIX)) onWrite();
      });
      client.on('error', loseOnce);
      client.on('end', loseOnce);
      try {
        await client.connect();
        await client.query(`LISTEN ${WRITES_CHANNEL}`);
        await pool.query('select pg_notify($1, $2)', [WRITES_CHANNEL, probe]);
      } catch {
        loseOnce();
        return;
      }
      if (!(await heard)) {
        loseOnce();
        return;
      }
      if (stopped || lost) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
      delay = 250;
      setLive(true);
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
