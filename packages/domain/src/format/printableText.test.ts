import { describe, expect, it } from 'vitest';
import { hasUnprintable, printable } from './printableText';

describe('printable text', () => {
  const hostile = '\u001b[2K\r\u001b[1A\u001b[2K\u001b]0;pwned\u0007OK';

  it('shows every control and bidirectional override as U+FFFD, on one line', () => {
    expect(printable(hostile)).toBe('\uFFFD[2K\uFFFD\uFFFD[1A\uFFFD[2K\uFFFD]0;pwned\uFFFDOK');
    expect(printable('a\nb\u202Ec\u2066d\u009be\u007f')).toBe(
      'a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFD',
    );
    expect(printable('Nimali Perera — ශ්‍රී')).toBe('Nimali Perera — ශ්‍රී');
  });

  it('finds them, line breaks and tabs only in one-line text', () => {
    expect(hasUnprintable(hostile)).toBe(true);
    expect(hasUnprintable('abc\u202Edef')).toBe(true);
    expect(hasUnprintable('Flat 4B\nRing twice\tplease')).toBe(false);
    expect(hasUnprintable('Flat 4B\nRing twice', { oneLine: true })).toBe(true);
    expect(hasUnprintable('Nimali Perera', { oneLine: true })).toBe(false);
  });
});
