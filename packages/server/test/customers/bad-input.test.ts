import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/app';
import { asAccount, customerPayload, insertCustomer } from '../helpers/customers';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('customers: bad input gets a clear 400 and changes nothing', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function expectUnchanged(run: () => Promise<void>) {
    await as.signIn('admin');
    const before = await snapshot(t.db);
    await run();
    expect(await snapshot(t.db)).toEqual(before);
  }

  const writes = async () => {
    const existing = await insertCustomer(t.db, {
      fullName: 'Existing',
      phoneNumber: '0771111111',
    });
    return [
      ['POST', '/api/customers'],
      ['PUT', `/api/customers/${existing.id}`],
      ['PUT', `/api/customers/${existing.id}/loyalty-points`],
      ['PUT', '/api/customers/bulk-update'],
      ['POST', '/api/customers/register-from-landing'],
    ] as const;
  };

  it('malformed JSON and bodies that are not objects', async () => {
    const routes = await writes();
    await expectUnchanged(async () => {
      for (const [method, url] of routes) {
        for (const payload of [
          '{"fullName": "Kamal",',
          "{fullName: 'Kamal'}",
          '[]',
          '"text"',
          '',
        ]) {
          const response = await as('admin', {
            method,
            url,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
          expect(response.json().success).toBe(false);
          expect(response.json().message).toMatch(/Malformed JSON|must be a JSON object/);
        }
      }
    });
  });

  it('unknown fields, wrong types and out-of-range values name the field', async () => {
    await expectUnchanged(async () => {
      const cases = [
        [{ ...customerPayload(), isAdmin: true }, 'isAdmin', 'Unknown field: isAdmin'],
        [
          { ...customerPayload(), loyaltyPoints: 500 },
          'loyaltyPoints',
          'Unknown field: loyaltyPoints',
        ],
        [customerPayload({ fullName: 42 }), 'fullName', 'Full name is required'],
        [customerPayload({ fullName: 'K' }), 'fullName', 'Name must be at least 2 characters'],
        [
          customerPayload({ fullName: 'K'.repeat(101) }),
          'fullName',
          'Name must be less than 100 characters',
        ],
        [
          customerPayload({ phoneNumber: '077-123' }),
          'phoneNumber',
          'Please enter a valid phone number (10-15 digits)',
        ],
        [
          customerPayload({ phoneNumber: 771234567 }),
          'phoneNumber',
          'Please enter a valid phone number (10-15 digits)',
        ],
        [
          customerPayload({ phoneNumber: '1234567890123456' }),
          'phoneNumber',
          'Please enter a valid phone number (10-15 digits)',
        ],
        [customerPayload({ email: 'not-an-email' }), 'email', 'Invalid email address'],
        [
          customerPayload({ isStudent: 'yes' }),
          'isStudent',
          'Invalid input: expected boolean, received string',
        ],
        [customerPayload({ campusId: '' }), 'campusId', 'Student ID is required for students'],
        [
          customerPayload({ institution: 'hogwarts' }),
          'institution',
          'Please choose an institution',
        ],
        [
          customerPayload({ address: { street: 'x', country: 'LK' } }),
          'address.country',
          'Unknown field: country',
        ],
        [
          customerPayload({ address: { city: 'x'.repeat(101) } }),
          'address.city',
          'City must be less than 100 characters',
        ],
      ] as const;
      for (const [payload, field, message] of cases) {
        const response = await as('admin', { method: 'POST', url: '/api/customers', payload });
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toEqual({ success: false, message, field });
      }
    });
  });

  it('an oversized body → 413', async () => {
    await expectUnchanged(async () => {
      const response = await as('admin', {
        method: 'POST',
        url: '/api/customers',
        payload: customerPayload({ fullName: 'x'.repeat(BODY_LIMIT_BYTES) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
    });
  });

  it('a malformed Idempotency-Key → 400', async () => {
    await expectUnchanged(async () => {
      const response = await as('admin', {
        method: 'POST',
        url: '/api/customers',
        payload: customerPayload(),
        headers: { 'idempotency-key': 'has spaces in it' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Idempotency-Key must be 1 to 255 visible characters');
    });
  });

  it('NUL characters, which PostgreSQL text cannot hold, → 400 instead of a 500', async () => {
    await expectUnchanged(async () => {
      const body = await as('admin', {
        method: 'POST',
        url: '/api/customers',
        payload: customerPayload({ address: { street: 'Temple\u0000Road' } }),
      });
      expect(body.statusCode).toBe(400);
      expect(body.json()).toEqual({
        success: false,
        message: 'Text must not contain NUL characters',
        field: 'address.street',
      });
      for (const url of ['/api/customers/search?q=ab%00cd', '/api/customers?search=%00']) {
        const query = await as('admin', { method: 'GET', url });
        expect(query.statusCode, url).toBe(400);
      }
      const registration = await t.app.inject({
        method: 'POST',
        url: '/api/customers/register-from-landing',
        payload: { fullName: 'Nul\u0000' },
      });
      expect(registration.statusCode).toBe(400);
    });
  });

  it('stores SQL-looking strings verbatim and harmlessly', async () => {
    const fullName = "Robert'); DROP TABLE customers;--";
    const response = await as('admin', {
      method: 'POST',
      url: '/api/customers',
      payload: customerPayload({
        fullName,
        email: "o'brien@example.lk",
        address: { street: "1' OR '1'='1", city: 'Moratuwa' },
      }),
    });
    expect(response.statusCode).toBe(201);
    const { customer } = response.json().data;
    expect(customer.fullName).toBe(fullName);
    expect(customer.address.street).toBe("1' OR '1'='1");
    const search = await as('admin', {
      method: 'GET',
      url: `/api/customers/search?q=${encodeURIComponent("'); DROP")}`,
    });
    expect(search.json().data.map((c: { _id: string }) => c._id)).toEqual([customer._id]);
  });
});
