import { BUSY_RETRIES, type BusyEvent } from '@laundry/api-client';
import { SingleBar } from 'cli-progress';
import type { CliContext } from './context';

export interface Progress {
  increment(by?: number): void;
  stop(): void;
}

const silent: Progress = { increment() {}, stop() {} };

/**
 * A progress bar on standard error for long work (cli-progress), drawn only when standard error
 * is a terminal: piped or captured output stays free of it.
 */
export function startProgress(
  context: Pick<CliContext, 'progressStream'>,
  total: number,
  label: string,
  unit = '',
): Progress {
  if (!context.progressStream || total <= 0) return silent;
  const bar = new SingleBar({
    stream: context.progressStream,
    format: `${label} [{bar}] {percentage}% | {value}/{total}${unit}`,
    barsize: 30,
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 50,
  });
  bar.start(total, 0);
  return {
    increment: (by = 1) => bar.increment(by),
    stop: () => bar.stop(),
  };
}

export interface Transfer {
  /** Counts `bytes` more arrived. */
  add(bytes: number): void;
  stop(): void;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Bytes arriving (a backup, an export) on standard error when it is a terminal: a bar when the
 * size is known, else the amount so far — a download's length is often unknown while it streams.
 */
export function startTransfer(
  context: Pick<CliContext, 'progressStream'>,
  label: string,
  size: number | null,
): Transfer {
  if (!context.progressStream) return { add() {}, stop() {} };
  const known = size !== null && size > 0;
  const bar = new SingleBar({
    stream: context.progressStream,
    format: known
      ? `${label} [{bar}] {percentage}% | {received} of {size}`
      : `${label} | {received}`,
    barsize: 30,
    hideCursor: true,
    clearOnComplete: true,
  });
  let received = 0;
  bar.start(known ? size : Number.MAX_SAFE_INTEGER, 0, {
    received: megabytes(0),
    size: known ? megabytes(size) : '',
  });
  return {
    add(bytes) {
      received += bytes;
      bar.update(received, { received: megabytes(received) });
    },
    stop: () => bar.stop(),
  };
}

/**
 * The line written to standard error each time the server sheds a call and the client waits to
 * repeat it, so a script's log and a person at the terminal both see why it takes longer.
 */
export function busyLine(event: BusyEvent, retries: number = BUSY_RETRIES): string | undefined {
  if (event.retryAfterSeconds === null) return undefined;
  return `The server is busy. Retrying in ${event.retryAfterSeconds} s (${event.attempt} of ${retries})…\n`;
}
