import type { Readable } from 'node:stream';
import { BadRequestError } from '../../errors';

/** One line of a file: its text without the newline, and its bytes with it (for the signature). */
export interface FileLine {
  number: number;
  text: string;
  bytes: Buffer;
}

const NEWLINE = 0x0a;

/**
 * The lines of `input`, none longer than `maxBytes`: a longer line is refused as soon as it
 * passes the bound, so a file that is one endless line costs `maxBytes` of memory, not its size
 * (readline would hold the whole line). `tooLong` words the refusal.
 */
export async function* boundedLines(
  input: Readable,
  maxBytes: number,
  tooLong: (line: number) => string,
): AsyncGenerator<FileLine> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let number = 0;
  const take = (tail: Buffer): FileLine => {
    const bytes = pending.length ? Buffer.concat([...pending, tail]) : tail;
    pending = [];
    pendingBytes = 0;
    number += 1;
    const end = bytes.at(-1) === NEWLINE ? bytes.length - 1 : bytes.length;
    const text = bytes.toString('utf8', 0, end).replace(/\r$/, '');
    return { number, text, bytes };
  };
  // Not destroyed when a refusal stops the reading: the caller drains the rest of the upload, so
  // the client gets the answer instead of a connection torn down under it.
  for await (const chunk of input.iterator({ destroyOnReturn: false })) {
    const data: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (let at = data.indexOf(NEWLINE); at !== -1; at = data.indexOf(NEWLINE, start)) {
      if (pendingBytes + at - start > maxBytes) throw new BadRequestError(tooLong(number + 1));
      yield take(data.subarray(start, at + 1));
      start = at + 1;
    }
    if (start < data.length) {
      pendingBytes += data.length - start;
      if (pendingBytes > maxBytes) throw new BadRequestError(tooLong(number + 1));
      pending.push(data.subarray(start));
    }
  }
  if (pendingBytes > 0) yield take(Buffer.alloc(0));
}
