import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { busyLine, startProgress, startTransfer } from './progress';
import { terminalContext } from './terminal';

/** Runs `read` while standard error says it is (or is not) a terminal. */
function withStderrTTY<T>(isTTY: boolean, read: () => T): T {
  const own = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY');
  Object.defineProperty(process.stderr, 'isTTY', { value: isTTY, configurable: true });
  try {
    return read();
  } finally {
    if (own) Object.defineProperty(process.stderr, 'isTTY', own);
    else Reflect.deleteProperty(process.stderr, 'isTTY');
  }
}

/** A stream that says it is a terminal and keeps what is drawn on it. */
function fakeTerminal() {
  let drawn = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      drawn += chunk.toString();
      done();
    },
  });
  return Object.assign(stream, {
    isTTY: true,
    columns: 100,
    cursorTo() {},
    clearLine() {},
    moveCursor() {},
    drawn: () => drawn,
  });
}

describe('startProgress', () => {
  it('draws nothing when standard error is not a terminal', () => {
    const written = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const context = withStderrTTY(false, terminalContext);
      expect(context.progressStream).toBeUndefined();
      const progress = startProgress(context, 10, 'Importing customers');
      progress.increment();
      progress.stop();
      expect(written).not.toHaveBeenCalled();
    } finally {
      written.mockRestore();
    }
  });

  it('draws on standard error when it is a terminal', () => {
    expect(withStderrTTY(true, terminalContext).progressStream).toBe(process.stderr);
  });

  it('draws nothing for an empty run, even on a terminal', () => {
    const terminal = fakeTerminal();
    const progress = startProgress({ progressStream: terminal }, 0, 'Importing customers');
    progress.increment();
    progress.stop();
    expect(terminal.drawn()).toBe('');
  });

  it('draws a bar with the label and the count on a terminal', () => {
    const terminal = fakeTerminal();
    const progress = startProgress({ progressStream: terminal }, 4, 'Importing customers');
    progress.increment();
    progress.increment();
    progress.stop();
    expect(terminal.drawn()).toMatch(/Importing customers \[.*\] \d+% \| \d\/4/);
  });
});

describe('startTransfer', () => {
  it('draws a bar with the megabytes when the size is known', () => {
    const terminal = fakeTerminal();
    const transfer = startTransfer(
      { progressStream: terminal },
      'Exporting revenue',
      4 * 1024 * 1024,
    );
    transfer.add(1024 * 1024);
    transfer.add(1024 * 1024);
    transfer.stop();
    expect(terminal.drawn()).toMatch(/Exporting revenue \[.*\] 50% \| 2\.0 MB of 4\.0 MB/);
  });

  it('counts the megabytes so far when the size is unknown', () => {
    const terminal = fakeTerminal();
    const transfer = startTransfer({ progressStream: terminal }, 'Downloading backup', null);
    transfer.add(3 * 1024 * 1024);
    transfer.stop();
    expect(terminal.drawn()).toMatch(/Downloading backup \| 3\.0 MB/);
    expect(terminal.drawn()).not.toMatch(/%/);
  });
});

describe('busyLine', () => {
  it('names the wait and the attempt, and says nothing once no call waits', () => {
    expect(busyLine({ waiting: 1, retryAfterSeconds: 2, attempt: 1 }, 5)).toBe(
      'The server is busy. Retrying in 2 s (1 of 5)…\n',
    );
    expect(busyLine({ waiting: 0, retryAfterSeconds: null, attempt: 0 }, 5)).toBeUndefined();
  });
});
