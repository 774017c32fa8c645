import { describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema';
import { asAccount } from '../helpers/customers';
import { servicePayload } from '../helpers/services';
import { useTestApp } from '../helpers/test-app';

/**
 * The service form sends one Idempotency-Key per submission (issue 36 §5): a retried create
 * (a double click, a lost answer) answers as the first did instead of "name taken", and makes one
 * service.
 */
describe('creating a service with an Idempotency-Key', () => {
  const t = useTestApp();
  const as = asAccount(t);

  it('replays the first answer for the same key and refuses the key with another body', async () => {
    const headers = { 'idempotency-key': 'service-form-1' };
    const create = (name: string) =>
      as('admin', {
        method: 'POST',
        url: '/api/services',
        payload: servicePayload({ name }),
        headers,
      });
    const first = await create('Wash and Fold');
    expect(first.statusCode, first.body).toBe(201);
    const again = await create('Wash and Fold');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(services)).toHaveLength(1);

    const otherBody = await create('Dry Cleaning');
    expect(otherBody.statusCode).toBe(409);
    expect(await t.db.select().from(services)).toHaveLength(1);
  });

  it('still answers 409 on the name for a second submission of a taken name', async () => {
    const first = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload({ name: 'Ironing' }),
    });
    expect(first.statusCode).toBe(201);
    const second = await as('admin', {
      method: 'POST',
      url: '/api/services',
      payload: servicePayload({ name: 'ironing' }),
      headers: { 'idempotency-key': 'service-form-2' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ field: 'name' });
  });
});
