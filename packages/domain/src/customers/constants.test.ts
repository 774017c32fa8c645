import { describe, expect, it } from 'vitest';
import { shouldSearchCustomers } from './constants';

describe('shouldSearchCustomers', () => {
  it('asks the server from 2 characters on', () => {
    expect(shouldSearchCustomers('')).toBe(false);
    expect(shouldSearchCustomers(' a ')).toBe(false);
    expect(shouldSearchCustomers('ab')).toBe(true);
    expect(shouldSearchCustomers(undefined)).toBe(false);
  });
});
