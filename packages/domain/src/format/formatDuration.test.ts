import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('says minutes under an hour', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(59.4)).toBe('59 min');
  });

  it('says hours, with the minutes left over, under a day', () => {
    expect(formatDuration(540)).toBe('9 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(1439)).toBe('23 h 59 min');
  });

  it('says days and hours past a day, the minutes rounded to the hour', () => {
    expect(formatDuration(1440)).toBe('1 d');
    expect(formatDuration(1620)).toBe('1 d 3 h');
    expect(formatDuration(1649)).toBe('1 d 3 h');
    expect(formatDuration(1650)).toBe('1 d 4 h');
    expect(formatDuration(2879)).toBe('2 d');
    expect(formatDuration(10 * 1440 + 60)).toBe('10 d 1 h');
  });

  it('reads a missing, negative or non-finite value as 0 min', () => {
    expect(formatDuration(undefined)).toBe('0 min');
    expect(formatDuration(null)).toBe('0 min');
    expect(formatDuration(-5)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0 min');
  });
});
