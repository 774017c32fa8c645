import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startProgress } from './progress';

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
    const progress = startProgress({}, 10, 'Importing customers');
    progress.increment();
    progress.stop();
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
