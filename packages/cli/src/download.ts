import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { StreamedDownload } from '@laundry/api-client';
import type { CliContext } from './context';
import { startTransfer } from './progress';

/**
 * Writes a streamed download to `file` with a progress line: into `<file>.partial` first (owner
 * only), checked by `verify` when given, then renamed — so a download cut short never takes the
 * place of a good file. Answers the bytes written and what `verify` answered.
 */
export async function saveDownload<T = undefined>(
  context: Pick<CliContext, 'progressStream'>,
  download: StreamedDownload,
  file: string,
  label: string,
  verify?: (partial: string) => Promise<T>,
): Promise<{ bytes: number; verified: T | undefined }> {
  const partial = `${file}.partial`;
  const transfer = startTransfer(context, label, download.size);
  let bytes = 0;
  try {
    await pipeline(
      Readable.fromWeb(download.body as WebReadableStream<Uint8Array>),
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          transfer.add(chunk.length);
          done(null, chunk);
        },
      }),
      createWriteStream(partial, { mode: 0o600 }),
    );
    transfer.stop();
    const verified = verify ? await verify(partial) : undefined;
    await rename(partial, file);
    return { bytes, verified };
  } finally {
    transfer.stop();
    await rm(partial, { force: true });
  }
}
