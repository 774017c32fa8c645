import { describe, expect, it } from 'vitest';
import { returnPath, returnToState } from './returnTo';

describe('returnPath', () => {
  it('returns to the page the visitor asked for, with its query and hash', () => {
    const state = returnToState({ pathname: '/orders/42', search: '?tab=2', hash: '#pay' });
    expect(returnPath(state)).toBe('/orders/42?tab=2#pay');
  });

  it('falls back to /dashboard without a usable origin', () => {
    expect(returnPath(undefined)).toBe('/dashboard');
    expect(returnPath({ from: 'orders' })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/dashboard');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/dashboard');
  });
});
