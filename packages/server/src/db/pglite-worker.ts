/**
 * The embedded database in a worker thread (decision 026): PGlite runs its queries here, off
 * the server's event loop, and answers the server over the PostgreSQL protocol on a Unix socket,
 * so the server reaches it with the same driver (node-postgres) as a real PostgreSQL.
 *
 * One PGlite is one database session. Messages are run one at a time in arrival order; the
 * server's pool holds a single connection (`openPgliteInWorker`), so a transaction's statements
 * are never interleaved with another's. Committed writes are heard here, from the notifications
 * in PGlite's answers, and posted to the server.
 */
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NotificationScanner, ownBytes } from './pglite-wire';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
  writesChannel: string;
}

/** What the worker posts to the server. */
export type PgliteWorkerMessage =
  | { type: 'ready' }
  | { type: 'write' }
  | { type: 'error'; message: string }
  | { type: 'closed' };

const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;
const PROTOCOL_3 = 196608;

const { dataDir, socketPath, writesChannel } = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const post = (message: PgliteWorkerMessage) => port.postMessage(message);

const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
let unlisten: (() => Promise<void>) | undefined;

/** Every protocol message of every connection, one after the other. */
let queue: Promise<void> = Promise.resolve();
/** The connection whose messages ran last: the one any open transaction belongs to. */
let sessionOwner: Socket | undefined;

/**
 * What a new connection must not inherit. A PostgreSQL connection is a session of its own; here
 * every connection shares PGlite's one session, so what the last one left — an open transaction,
 * its named prepared statements — would still be there: node-postgres, preparing the server's
 * `session_user` statement again on a new connection, was answered "already exists" and every
 * signed-in request failed (issue 24). The server sets no session settings and makes no
 * temporary tables or held cursors, so these two are what there is to clear.
 */
async function clearSession() {
  if (db.isInTransaction()) await db.exec('rollback').catch(() => {});
  await db.exec('deallocate all');
}

/** Splits a connection's bytes into protocol messages and runs each in turn. */
function serve(socket: Socket) {
  let buffer = Buffer.alloc(0);
  let startup = true;
  socket.on('error', () => socket.destroy());
  const notifications = new NotificationScanner(writesChannel);
  /** A batch of messages as they came (node-postgres sends a query's five at once), in turn. */
  async function run(messages: Uint8Array[], opensSession: boolean) {
    if (socket.destroyed) return;
    // One write for the batch's answers rather than one per 8 KB.
    socket.cork();
    try {
      if (opensSession) await clearSession();
      sessionOwner = socket;
      for (const message of messages) {
        await db.execProtocolRawStream(message, {
          onRawData: (chunk) => {
            if (notifications.scan(chunk)) post({ type: 'write' });
            if (!socket.destroyed) socket.write(ownBytes(chunk));
          },
        });
      }
    } catch {
      socket.destroy();
    } finally {
      socket.uncork();
    }
  }
  socket.on('data', (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    const messages: Uint8Array[] = [];
    let opensSession = false;
    for (;;) {
      let length: number;
      if (startup) {
        if (buffer.length < 8) break;
        length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (buffer.length < length) break;
        if (code === SSL_REQUEST_CODE) {
          buffer = buffer.subarray(length);
          socket.write('N'); // no TLS on a socket only this process can open
          continue;
        }
        if (code === CANCEL_REQUEST_CODE) {
          buffer = buffer.subarray(length);
          continue;
        }
        if (code === PROTOCOL_3) {
          startup = false;
          opensSession = true;
        }
      } else {
        if (buffer.length < 5) break;
        length = 1 + buffer.readInt32BE(1);
        if (buffer.length < length) break;
      }
      messages.push(new Uint8Array(buffer.subarray(0, length)));
      buffer = buffer.subarray(length);
    }
    if (messages.length === 0) return;
    queue = queue.then(() => run(messages, opensSession));
  });
  // A connection that goes away inside a transaction must not leave it open for the next one
  // (which clears the session anyway); one that closes after a newer one began must not end it.
  socket.on('close', () => {
    queue = queue.then(async () => {
      if (sessionOwner !== socket) return;
      sessionOwner = undefined;
      if (db.isInTransaction()) await db.exec('rollback').catch(() => {});
    });
  });
}

if (existsSync(socketPath)) rmSync(socketPath);
const server = createServer(serve);
server.listen(socketPath, async () => {
  // Writes made by the worker's own statements (none today) would arrive here.
  unlisten = await db.listen(writesChannel, () => post({ type: 'write' }));
  post({ type: 'ready' });
});
server.on('error', (error) => post({ type: 'error', message: error.message }));

port.on('message', async (message: unknown) => {
  if (message !== 'close') return;
  server.close();
  await queue;
  await unlisten?.().catch(() => {});
  await db.close();
  if (existsSync(socketPath)) rmSync(socketPath);
  post({ type: 'closed' });
});
