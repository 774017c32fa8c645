import { describe, expect, it } from 'vitest';
import { type TypedNumberRule, typedNumberIssue, typedNumberValue } from './typedNumber';

const money: TypedNumberRule = { name: 'Cash tendered', decimals: 2, max: 10_000_000 };
const count: TypedNumberRule = {
  name: 'Each count',
  decimals: 0,
  max: 100_000,
  tooLarge: 'Too many',
};

describe('typedNumberIssue', () => {
  it('takes plain digits within the rule, and empty text', () => {
    for (const text of ['', ' ', '0', '12', '12.', '12.3', '12.34', '.5', '10000000']) {
      expect(typedNumberIssue(text, money)).toBeNull();
    }
  });

  it('names what is wrong: an exponent, letters, a sign, decimals, a bound', () => {
    expect(typedNumberIssue('1e5', money)).toBe('Cash tendered must be a number');
    expect(typedNumberIssue('abc', count)).toBe('Each count must be a number');
    expect(typedNumberIssue('-5', money)).toBe('Cash tendered cannot be negative');
    expect(typedNumberIssue('12.345', money)).toBe('Cash tendered can have at most 2 decimals');
    expect(typedNumberIssue('2.5', count)).toBe('Each count must be a whole number');
    expect(typedNumberIssue('99999999999', money)).toBe('Cash tendered cannot exceed 10,000,000');
    expect(typedNumberIssue('100001', count)).toBe('Too many');
    expect(typedNumberIssue('0.5', { ...money, min: 1 })).toBe('Cash tendered must be at least 1');
  });
});

describe('typedNumberValue', () => {
  it('reads plain digits only: never an exponent', () => {
    expect(typedNumberValue(' 12.5 ')).toBe(12.5);
    expect(typedNumberValue('1e5')).toBeNaN();
    expect(typedNumberValue('')).toBeNaN();
  });
});
