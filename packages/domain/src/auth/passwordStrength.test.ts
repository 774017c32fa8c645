import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Fair'],
    ['abcdefH1', 4, 'Good'],
    ['abcdeH1!', 5, 'Strong'],
    ['Ab1!', 4, 'Good'],
    ['demo1234', 3, 'Fair'],
    ['pass word', 3, 'Fair'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('names each check', () => {
    expect(passwordStrength('a1').checks).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      number: true,
      special: false,
    });
  });

  it('never scores lower when a character is added', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (password, extra) => {
        expect(passwordStrength(password + extra).score).toBeGreaterThanOrEqual(
          passwordStrength(password).score,
        );
      }),
    );
  });
});
