import { describe, expect, it } from 'vitest';
import { displayName } from './displayName';

describe('displayName', () => {
  it("shows the user's name, or 'User'", () => {
    expect(displayName({ name: 'Nimal Perera' })).toBe('Nimal Perera');
    expect(displayName({ name: '  ' })).toBe('User');
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
