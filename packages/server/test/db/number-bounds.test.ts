import { describe, expect, it } from 'vitest';
import { inputRejectedByDatabase, loggableError } from '../../src/db/errors';
import { customers, loyaltyHistory, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

async function failure(write: Promise<unknown>): Promise<unknown> {
  return write.then(
    () => {
      throw new Error('the database accepted the write');
    },
    (error: unknown) => error,
  );
}

describe('the database bounds every number', () => {
  const t = useTestApp();
  const person = {
    fullName: 'Secret Person',
    phoneNumber: '0770000123',
    email: 'secret@example.lk',
  };

  it.each([
    ['loyalty points above 1,000,000', { loyaltyPoints: 1_000_001 }, 'loyaltyPoints'],
    ['negative loyalty points', { loyaltyPoints: -1 }, 'loyaltyPoints'],
    ['a version of 0', { version: 0 }, 'version'],
  ])('refuses %s with a check constraint', async (_name, values, field) => {
    const error = await failure(t.db.insert(customers).values({ ...person, ...values }));
    expect(inputRejectedByDatabase(error)).toEqual({
      message: 'A value is outside its allowed range',
      field,
    });
  });

  it('refuses loyalty history and user versions out of range', async () => {
    const [customer] = await t.db.insert(customers).values(person).returning();
    const history = await failure(
      t.db.insert(loyaltyHistory).values({
        customerId: customer?.id ?? '',
        action: 'add',
        points: 5_000_000,
        reason: 'Out of range',
        pointsBefore: 0,
        pointsAfter: 5_000_000,
      }),
    );
    expect(inputRejectedByDatabase(history)?.field).toBe('points');
    const user = await failure(
      t.db
        .insert(users)
        .values({ name: 'X', email: 'x@example.lk', passwordHash: 'x', version: -3 }),
    );
    expect(inputRejectedByDatabase(user)?.field).toBe('version');
  });

  it('logs a failed statement without its parameters or the values PostgreSQL repeats', async () => {
    await t.db.insert(customers).values(person);
    // A duplicate phone: PostgreSQL's detail repeats the key, the parameters hold everything.
    const error = await failure(
      t.db.insert(customers).values({ ...person, fullName: 'Another Secret', loyaltyPoints: 3 }),
    );
    const raw = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error);
    expect(raw).toContain('0770000123');
    const logged = JSON.stringify(loggableError(error));
    for (const secret of ['Secret', '0770000123', 'secret@example.lk']) {
      expect(logged).not.toContain(secret);
    }
    expect(loggableError(error)).toMatchObject({ code: '23505', type: 'DatabaseError' });
    expect(inputRejectedByDatabase(error)).toBeUndefined();
  });
});
