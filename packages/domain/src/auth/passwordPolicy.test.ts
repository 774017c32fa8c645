import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordField } from './passwordPolicy';

const field = passwordField('Password is required');
const messageOf = (value: unknown) => field.safeParse(value).error?.issues[0]?.message;

describe('passwordField', () => {
  it('asks for a password when empty', () => {
    expect(messageOf('')).toBe('Password is required');
    expect(messageOf(undefined)).toBe('Password is required');
  });

  it('accepts the minimum length and refuses one less', () => {
    expect(field.safeParse('x'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(messageOf('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('refuses more than the maximum', () => {
    expect(field.safeParse('x'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    expect(messageOf('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      'Password cannot exceed 128 characters',
    );
  });
});
