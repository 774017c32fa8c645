/**
 * The byte-level half of the embedded database's worker (decision 026): what it does with
 * PGlite's raw answers before they go out on the socket. Kept apart from `pglite-worker.ts`
 * (which starts a database when loaded) so that it can be tested on its own.
 */

/**
 * A chunk of an answer the worker may keep. PGlite hands every 8 KB of output to its callback
 * as a view of its own WebAssembly memory — the same address each time — and a socket that cannot
 * take a chunk at once (a reader slower than the worker, as in a rush) queues what it was given.
 * Queued views are overwritten by the next 8 KB (or emptied when the memory grows), so the client
 * receives garbled frames and waits for ever (issue 24). A copy is what the socket must keep.
 */
export function ownBytes(chunk: Uint8Array): Buffer {
  return Buffer.from(chunk); // copies
}

/**
 * Finds NotificationResponse messages ('A': length, pid, channel, payload) on one channel in an
 * answer that arrives in chunks cut anywhere (PGlite flushes every 8 KB, not per message), so a
 * message's header or channel may straddle two chunks. One per connection.
 */
export class NotificationScanner {
  readonly #channel: Buffer;
  /** The start of the current message, as far as it is needed to judge it. */
  #head = Buffer.alloc(0);
  /** Bytes of the current message still to pass over once judged. */
  #skip = 0;

  constructor(channel: string) {
    this.#channel = Buffer.from(`${channel}\0`);
  }

  /** Whether this chunk completes a notification on the channel. */
  scan(chunk: Uint8Array): boolean {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let found = false;
    let at = 0;
    while (at < bytes.length) {
      if (this.#skip > 0) {
        const passed = Math.min(this.#skip, bytes.length - at);
        this.#skip -= passed;
        at += passed;
        continue;
      }
      const needed = this.#needed();
      const take = Math.min(needed - this.#head.length, bytes.length - at);
      this.#head = Buffer.concat([this.#head, bytes.subarray(at, at + take)]);
      at += take;
      if (this.#head.length < needed) break; // the rest comes in the next chunk
      if (needed === 5 && this.#needed() > 5) continue; // a notification: read up to its channel
      if (this.#isOurs()) found = true;
      this.#skip = 1 + this.#head.readInt32BE(1) - this.#head.length;
      this.#head = Buffer.alloc(0);
    }
    return found;
  }

  /** How much of the current message's start tells what it is: 5 bytes, more for an 'A'. */
  #needed(): number {
    if (this.#head.length < 5 || this.#head[0] !== 0x41) return 5;
    return Math.min(1 + this.#head.readInt32BE(1), 9 + this.#channel.length);
  }

  #isOurs(): boolean {
    return this.#head[0] === 0x41 && this.#head.subarray(9).equals(this.#channel);
  }
}
