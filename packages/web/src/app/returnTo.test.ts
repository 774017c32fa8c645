import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './returnTo';

const searchOf = (path: string) => new URL(path, 'http://localhost').search;

describe('signInPath and returnPath', () => {
  it('returns to the page the visitor asked for, with its query and hash', () => {
    const path = signInPath({ pathname: '/orders/42', search: '?tab=2', hash: '#pay' });
    expect(path).toBe('/login?returnTo=%2Forders%2F42%3Ftab%3D2%23pay');
    expect(returnPath(searchOf(path))).toBe('/orders/42?tab=2#pay');
  });

  it('is plain /login when there is nowhere to return to', () => {
    expect(signInPath()).toBe('/login');
    expect(signInPath({ pathname: '/login', search: '?returnTo=%2Fx', hash: '' })).toBe('/login');
  });

  it('falls back to /dashboard without a usable target', () => {
    expect(returnPath('')).toBe('/dashboard');
    expect(returnPath('?returnTo=orders')).toBe('/dashboard');
    expect(returnPath('?returnTo=%2Flogin')).toBe('/dashboard');
    expect(returnPath('?returnTo=%2Flogin%3FreturnTo%3D%252Fx')).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(returnPath('?returnTo=%2F%2Fevil.example%2Fx')).toBe('/dashboard');
    expect(returnPath('?returnTo=https%3A%2F%2Fevil.example')).toBe('/dashboard');
    expect(returnPath('?returnTo=%2F%5Cevil.example')).toBe('/dashboard');
    expect(returnPath('?returnTo=javascript%3Aalert(1)')).toBe('/dashboard');
  });
});
