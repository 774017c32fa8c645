import { describe, expect, it } from 'vitest';
import { fitLabel } from './BarChart';

describe('fitLabel', () => {
  it('keeps a label that fits and marks a cut one with an ellipsis', () => {
    expect(fitLabel('Ishan de Silva', 15)).toBe('Ishan de Silva');
    // Once cut to 'Oshadi Amarasin' with nothing to say a name was longer (issue 26).
    expect(fitLabel('Oshadi Amarasinghe', 15)).toBe('Oshadi Amarasi…');
    expect(fitLabel('Oshadi Amarasinghe', 8)).toBe('Oshadi…');
    expect(fitLabel('Oshadi Amarasinghe', 1)).toBe('…');
    expect(fitLabel('', 3)).toBe('');
  });
});
