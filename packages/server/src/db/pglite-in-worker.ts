import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { secureDataDir } from '../data-dir';
import { migrationsDir } from '../paths';
import type { DatabaseConnection } from './connection';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';
import * as schema from './schema';
import { WRITES_CHANNEL } from './write-signal';

/** node-postgres finds a Unix socket as `<host directory>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

/**
 * The worker: the built script beside this module's bundle (dist/pglite-worker.js), or, when the
 * server runs from its TypeScript source (`pnpm dev`, the benchmarks, the tests), the source
 * file loaded through tsx's loader, registered in the worker itself.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  }
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** A running worker: where to connect, what it has heard, how to stop it. */
export interface PgliteWorker {
  /** The socket's folder: node-postgres's `host`, with `port` SOCKET_PORT. */
  socketDir: string;
  port: number;
  /** Called after every commit that changed a watched table. */
  onWrite(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Starts PGlite in its worker thread, serving the PostgreSQL protocol on a private socket. */
export async function startPgliteWorker(dataDir: string): Promise<PgliteWorker> {
  secureDataDir(dataDir);
  // The socket lives in a folder of this process's own (owner-only): a data folder's path may
  // be longer than a socket path may be.
  const socketDir = mkdtempSync(join(tmpdir(), 'laundry-pglite-'));
  const data: PgliteWorkerData = {
    dataDir,
    socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    writesChannel: WRITES_CHANNEL,
  };
  const worker = startWorker(data);
  const writeListeners = new Set<() => void>();
  const closed = new Promise<void>((resolve) => {
    worker.on('message', (message: PgliteWorkerMessage) => {
      if (message.type === 'closed') resolve();
    });
    worker.once('exit', () => resolve());
  });
  worker.on('message', (message: PgliteWorkerMessage) => {
    if (message.type === 'write') for (const listener of writeListeners) listener();
  });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: PgliteWorkerMessage) => {
      if (message.type === 'ready') resolve();
      if (message.type === 'error') reject(new Error(`Embedded database: ${message.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Embedded database stopped (${code})`)));
  });
  // A first start has just written the cluster, with the modes PGlite chose: close them.
  secureDataDir(dataDir);
  return {
    socketDir,
    port: SOCKET_PORT,
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    async close() {
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * PGlite in a folder, run by a worker thread (decision 026): the event loop never waits on the
 * embedded database, and the server talks to it through node-postgres as to PostgreSQL. One
 * pooled connection: PGlite is one session, and a transaction must own it.
 */
export async function openPgliteInWorker(dataDir: string): Promise<DatabaseConnection> {
  const worker = await startPgliteWorker(dataDir);
  const pool = new pg.Pool({
    host: worker.socketDir,
    port: worker.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // Kept open however long it idles: a new connection is a new session for node-postgres but
    // the same one inside PGlite, which the worker must first clear (pglite-worker.ts).
    idleTimeoutMillis: 0,
  });
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'pglite',
    db,
    // One process owns an embedded database: no other instance to wait for.
    migrate: () => migrate(db, { migrationsFolder: migrationsDir }),
    // The worker hears every commit inside PGlite and posts it: the signal cannot be lost.
    async watchWrites({ onWrite, onLive }) {
      const stop = worker.onWrite(onWrite);
      onLive(true);
      return async () => {
        stop();
      };
    },
    async close() {
      await pool.end();
      await worker.close();
    },
  };
}
