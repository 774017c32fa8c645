import { describe, expect, it } from 'vitest';
import { formatCount, formatShare } from './formatCount';

describe('formatCount', () => {
  it('groups thousands and reads missing as 0', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatShare', () => {
  it('gives one decimal and 0.0% of nothing', () => {
    expect(formatShare(1, 8)).toBe('12.5%');
    expect(formatShare(2, 3)).toBe('66.7%');
    expect(formatShare(5, 0)).toBe('0.0%');
  });
});
