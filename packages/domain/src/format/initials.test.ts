import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of at most two words, upper case', () => {
    expect(initials('Nimal Perera')).toBe('NP');
    expect(initials('nimal perera silva')).toBe('NP');
    expect(initials('Kamala')).toBe('K');
    expect(initials('  Saman   Kumara ')).toBe('SK');
  });

  it('is empty for no name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
