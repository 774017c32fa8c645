import { describe, expect, it } from 'vitest';
import { capitalize } from './capitalize';

describe('capitalize', () => {
  it('raises the first letter and lowers the rest', () => {
    expect(capitalize('admin')).toBe('Admin');
    expect(capitalize('cASHIER')).toBe('Cashier');
    expect(capitalize('ready_for_pickup')).toBe('Ready_for_pickup');
    expect(capitalize('a')).toBe('A');
  });

  it('is empty for nothing', () => {
    expect(capitalize('')).toBe('');
    expect(capitalize(undefined)).toBe('');
  });
});
