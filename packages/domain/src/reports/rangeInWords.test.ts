import { describe, expect, it } from 'vitest';
import { rangeInWords } from './rangeInWords';

describe('rangeInWords', () => {
  it('says a range day first, the year once when both ends share it', () => {
    expect(rangeInWords({ startDate: '2026-11-01', endDate: '2026-11-27' })).toBe(
      '1 Nov – 27 Nov 2026',
    );
    expect(rangeInWords({ startDate: '2025-12-30', endDate: '2026-01-05' })).toBe(
      '30 Dec 2025 – 5 Jan 2026',
    );
    expect(rangeInWords({ startDate: '2026-11-27', endDate: '2026-11-27' })).toBe('27 Nov 2026');
  });

  it('names an open side, and all dates when neither is set or readable', () => {
    expect(rangeInWords({ startDate: '2026-11-01' })).toBe('From 1 Nov 2026');
    expect(rangeInWords({ endDate: '2026-11-27', startDate: '' })).toBe('Until 27 Nov 2026');
    expect(rangeInWords({})).toBe('All dates');
    expect(rangeInWords({ startDate: '2026-13-01', endDate: 'yesterday' })).toBe('All dates');
  });
});
