import { describe, expect, it } from 'vitest';
import { normalizePhone, optionalPhoneField, phoneField } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['0771234567', '0771234567'],
    ['077 123 4567', '0771234567'],
    ['077-123-4567', '0771234567'],
    ['(077) 123.4567', '0771234567'],
    ['+94 77 123 4567', '0771234567'],
    ['+94-77-123-4567', '0771234567'],
    ['  077 123 4567  ', '0771234567'],
    ['+94 077 123 4567', '0771234567'],
    ['+94 77', '077'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('keeps letters so that the check refuses them', () => {
    expect(normalizePhone('077 abc 4567')).toBe('077abc4567');
  });
});

describe('phoneField', () => {
  const field = phoneField('Invalid phone');

  it('stores the normalised digits', () => {
    expect(field.parse('+94 77 123 4567')).toBe('0771234567');
  });

  it('refuses too few digits, letters and an empty number', () => {
    expect(field.safeParse('077 123').success).toBe(false);
    expect(field.safeParse('077 abc 4567').success).toBe(false);
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Invalid phone');
  });
});

describe('optionalPhoneField', () => {
  const field = optionalPhoneField('Invalid phone');

  it('treats empty as absent and normalises the rest', () => {
    expect(field.parse('')).toBeUndefined();
    expect(field.parse('   ')).toBeUndefined();
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse('077-123-4567')).toBe('0771234567');
    expect(field.safeParse('12345').success).toBe(false);
  });
});
