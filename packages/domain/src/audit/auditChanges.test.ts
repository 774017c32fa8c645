import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('keeps only the changed fields, nested ones by their path', () => {
    expect(
      auditChanges(
        { name: 'Nimal', role: 'cashier', address: { city: 'Moratuwa', street: 'A' } },
        { name: 'Nimal', role: 'admin', address: { city: 'Colombo', street: 'A' } },
      ),
    ).toEqual({
      before: { role: 'cashier', 'address.city': 'Moratuwa' },
      after: { role: 'admin', 'address.city': 'Colombo' },
    });
  });

  it('never records a password, a hash or a token', () => {
    expect(
      auditChanges(
        { passwordHash: 'a', refreshToken: 'x', name: 'A' },
        { passwordHash: 'b', refreshToken: 'y', name: 'A' },
      ),
    ).toBeNull();
    expect(auditChanges(null, { name: 'A', password: 'secret1' })).toEqual({
      before: null,
      after: { name: 'A' },
    });
  });

  it('records a create with its fields and a delete with what was there', () => {
    expect(auditChanges(null, { a: 1, b: null })).toEqual({ before: null, after: { a: 1 } });
    expect(auditChanges({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });

  it('compares lists as one field', () => {
    expect(auditChanges({ days: ['monday'] }, { days: ['monday', 'friday'] })).toEqual({
      before: { days: ['monday'] },
      after: { days: ['monday', 'friday'] },
    });
  });
});
