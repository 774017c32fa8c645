import { describe, expect, it } from 'vitest';
import { CONTROL_MESSAGE, NAME_MESSAGE } from '../../src/http/no-nul';
import { asAccount } from '../helpers/customers';
import { snapshot, useTestApp } from '../helpers/test-app';

/**
 * Issue 38, finding 1: a cashier's profile name `\u001b[2K\r…\u001b]0;pwned\u0007OK` was stored
 * and printed raw by the admin's CLI (lines erased, the terminal retitled); right-to-left
 * overrides and line breaks were taken in names too. Text that is not text is refused at the
 * input, whichever route it comes to.
 */
describe('control codes in names and text', () => {
  const t = useTestApp();
  const as = asAccount(t);
  const profile = (name: string) =>
    as('cashier', {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name, email: 'cashier@laundry.test' },
    });

  it.each([
    ['terminal escapes', '\u001b[2K\r\u001b[1A\u001b[2K\u001b]0;pwned\u0007OK'],
    ['a right-to-left override', 'Nimali \u202Egpj.exe'],
    ['an isolate', 'Nimali \u2067Perera'],
    ['a line break', 'Nimali\nTotal: 0.00'],
    ['a carriage return', 'Nimali\rAdmin'],
    ['a tab', 'Nimali\tPerera'],
    ['a C1 control', 'Nimali \u009b2K'],
  ])('refuses a profile name with %s', async (_what, name) => {
    await as('cashier', { method: 'GET', url: '/api/auth/me' });
    const before = await snapshot(t.db);
    const response = await profile(name);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: NAME_MESSAGE, field: 'name' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses control codes in free text, and keeps its line breaks', async () => {
    const escaped = await as('admin', {
      method: 'POST',
      url: '/api/customers',
      payload: {
        fullName: 'Ruwan Jayasinghe',
        phoneNumber: '0711111111',
        street: 'Flat 4B\u001b[2J',
      },
    });
    expect(escaped.statusCode, escaped.body).toBe(400);
    expect(escaped.json()).toMatchObject({ message: CONTROL_MESSAGE, field: 'street' });
    const search = await as('admin', { method: 'GET', url: '/api/users?search=%1B%5D0%3Bx%07' });
    expect(search.statusCode, search.body).toBe(400);
  });

  it('still takes a name in any script', async () => {
    const response = await profile('නිමාලි පෙරේරා');
    expect(response.statusCode, response.body).toBe(200);
  });
});
