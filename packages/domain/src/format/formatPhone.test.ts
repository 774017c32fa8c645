import { describe, expect, it } from 'vitest';
import { formatPhone } from './formatPhone';

describe('formatPhone', () => {
  it('splits a 10-digit number 3-3-4', () => {
    expect(formatPhone('0771234567')).toBe('077-123-4567');
    expect(formatPhone('077 123 4567')).toBe('077-123-4567');
    expect(formatPhone('+94 77 123 4567')).toBe('077-123-4567');
  });

  it('writes it with spaces as printed in Sri Lanka', () => {
    expect(formatPhone('0771234567', ' ')).toBe('077 123 4567');
    expect(formatPhone('+94 77 123 4567', ' ')).toBe('077 123 4567');
    expect(formatPhone('94771234567', ' ')).toBe('94771234567');
  });

  it('leaves other input unchanged', () => {
    expect(formatPhone('94771234567')).toBe('94771234567');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('077123456a')).toBe('077123456a');
  });

  it('shows nothing for nothing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
