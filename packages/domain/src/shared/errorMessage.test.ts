import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('reads errors, strings and message-bearing objects', () => {
    expect(errorMessage(new Error('Boom'), 'fallback')).toBe('Boom');
    expect(errorMessage('Plain', 'fallback')).toBe('Plain');
    expect(errorMessage({ message: 'From object' }, 'fallback')).toBe('From object');
  });

  it('falls back when there is nothing to show', () => {
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
    expect(errorMessage({ message: 42 }, 'fallback')).toBe('fallback');
    expect(errorMessage('   ', 'fallback')).toBe('fallback');
  });

  it("shows a program's own fault (a TypeError) as the fallback, never its developer text", () => {
    expect(errorMessage(new TypeError('x is undefined'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new RangeError('Invalid time value'), 'Login failed')).toBe('Login failed');
    class ApiLikeError extends Error {
      override readonly name = 'ApiError';
    }
    expect(errorMessage(new ApiLikeError('Email already exists'), 'fallback')).toBe(
      'Email already exists',
    );
  });
});
