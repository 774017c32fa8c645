import { describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage } from './errors';
import { createMemoryStorage, createSessionStore } from './storage';

describe('getErrorMessage', () => {
  it("shows the server's message", () => {
    const error = new ApiError({ status: 409, message: 'Email already exists', field: 'email' });
    expect(getErrorMessage(error, 'Failed to create user')).toBe('Email already exists');
  });

  it('falls back for an empty message, a bug or nothing at all', () => {
    expect(getErrorMessage(new ApiError({ status: 500, message: ' ' }), 'Login failed')).toBe(
      'Login failed',
    );
    expect(getErrorMessage(new TypeError('x is undefined'), 'Login failed')).toBe('Login failed');
    expect(getErrorMessage(undefined, 'Login failed')).toBe('Login failed');
  });

  it('shows a plain string', () => {
    expect(getErrorMessage('Please select a customer', 'fallback')).toBe(
      'Please select a customer',
    );
  });
});

describe('ApiError', () => {
  it('is an Error with a kind derived from the status', () => {
    expect(new ApiError({ status: 0, message: 'down' })).toMatchObject({
      name: 'ApiError',
      kind: 'network',
    });
    expect(new ApiError({ status: 404, message: 'User not found' }).kind).toBe('response');
  });
});

describe('the stored session', () => {
  it('ignores a stored user that does not read as a user', () => {
    const storage = createMemoryStorage({ user_data: '{not json', auth_token: 't' });
    expect(createSessionStore(storage).read()).toEqual({
      token: 't',
      refreshToken: null,
      user: null,
    });
  });
});
