import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../src/errors';
import { boundedLines } from '../../src/modules/admin/line-reader';

const tooLong = (line: number) => `line ${line} is too long`;

async function collect(input: Readable, max: number) {
  const lines: { number: number; text: string; bytes: string }[] = [];
  for await (const line of boundedLines(input, max, tooLong)) {
    lines.push({ number: line.number, text: line.text, bytes: line.bytes.toString() });
  }
  return lines;
}

describe('boundedLines', () => {
  it('gives every line with its own bytes, across chunks, CRLF and a last line without newline', async () => {
    const input = Readable.from([Buffer.from('ab'), Buffer.from('c\nde\r\n'), Buffer.from('\nf')]);
    expect(await collect(input, 10)).toEqual([
      { number: 1, text: 'abc', bytes: 'abc\n' },
      { number: 2, text: 'de', bytes: 'de\r\n' },
      { number: 3, text: '', bytes: '\n' },
      { number: 4, text: 'f', bytes: 'f' },
    ]);
  });

  it('refuses a line over the bound as soon as it passes it, reading no further', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x'.charCodeAt(0));
    let pulled = 0;
    // 20 MB without a newline, made as it is read: what was pulled is what the reader held.
    const input = new Readable({
      read() {
        if (pulled >= 20 * 1024 * 1024) return this.push(null);
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    const max = 1024 * 1024;
    await expect(collect(input, max)).rejects.toThrow(new BadRequestError(tooLong(1)));
    // The bound plus what the stream had buffered ahead (its high-water mark), not 20 MB.
    expect(pulled).toBeLessThanOrEqual(max + 4 * chunk.length);
  });

  it('accepts a line exactly at the bound', async () => {
    const line = 'y'.repeat(100);
    expect(await collect(Readable.from([`${line}\n`]), 100)).toHaveLength(1);
  });
});
