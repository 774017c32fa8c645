import { describe, expect, it } from 'vitest';
import { NotificationScanner, ownBytes } from './pglite-wire';

/** A backend message: type, length (itself included), body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

function notification(channel: string, payload: string): Buffer {
  const pid = Buffer.alloc(4);
  pid.writeInt32BE(42);
  return message('A', Buffer.concat([pid, Buffer.from(`${channel}\0${payload}\0`)]));
}

/** The same bytes cut into chunks of `size`, as PGlite's 8 KB flushes cut an answer anywhere. */
function chunks(bytes: Buffer, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

describe('ownBytes', () => {
  it('keeps the bytes, not a view of memory that will be written over', () => {
    const memory = new Uint8Array([1, 2, 3]);
    const kept = ownBytes(memory.subarray(0, 3));
    memory.set([9, 9, 9]);
    expect([...kept]).toEqual([1, 2, 3]);
  });
});

describe('NotificationScanner', () => {
  const answer = Buffer.concat([
    message('C', Buffer.from('COMMIT\0')),
    message('D', Buffer.alloc(300, 0x61)),
    notification('other_channel', 'x'),
    notification('laundry_writes', 'orders'),
    message('Z', Buffer.from('I')),
  ]);

  it('finds a notification on its channel however the answer is cut', () => {
    for (const size of [1, 2, 3, 5, 7, 9, 13, 64, 8192]) {
      const scanner = new NotificationScanner('laundry_writes');
      const found = chunks(answer, size).filter((chunk) => scanner.scan(chunk));
      expect(found, `chunks of ${size}`).toHaveLength(1);
    }
  });

  it('ignores other channels, a longer name that starts the same, and rows holding the name', () => {
    const scanner = new NotificationScanner('laundry_writes');
    const others = Buffer.concat([
      notification('other_channel', 'laundry_writes'),
      notification('laundry_writes_2', 'x'),
      message('D', Buffer.from('\0\0\0\0laundry_writes\0')),
      message('Z', Buffer.from('I')),
    ]);
    for (const chunk of chunks(others, 6)) expect(scanner.scan(chunk)).toBe(false);
    // and it is still in step afterwards
    expect(scanner.scan(notification('laundry_writes', ''))).toBe(true);
  });
});
