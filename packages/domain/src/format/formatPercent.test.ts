import { describe, expect, it } from 'vitest';
import { formatPercent, formatSignedPercent, sharePercent } from './formatPercent';

describe('sharePercent', () => {
  it('gives one decimal and 0 of nothing', () => {
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(1, 8)).toBe(12.5);
    expect(sharePercent(5, 0)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('rounds a ratio to a whole percent', () => {
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(-0.3)).toBe('-30%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('formatSignedPercent', () => {
  it('signs a rise, keeps one decimal and groups thousands', () => {
    expect(formatSignedPercent(12.5)).toBe('+12.5%');
    expect(formatSignedPercent(-3)).toBe('-3%');
    expect(formatSignedPercent(1234.56)).toBe('+1,234.6%');
  });

  it('shows no sign for nothing and a dash for no figure', () => {
    expect(formatSignedPercent(0)).toBe('0%');
    expect(formatSignedPercent(-0.01)).toBe('0%');
    expect(formatSignedPercent(null)).toBe('—');
  });
});
