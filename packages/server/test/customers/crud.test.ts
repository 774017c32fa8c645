import { randomUUID } from 'node:crypto';
import { customerDataSchema, customerMessages } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, loyaltyHistory } from '../../src/db/schema';
import { asAccount, customerPayload, insertCustomer, insertOrder } from '../helpers/customers';
import { snapshot, useTestApp } from '../helpers/test-app';

describe('customers: create, read, update, delete', () => {
  const t = useTestApp();
  const as = asAccount(t);

  async function create(payload = customerPayload(), account: 'admin' | 'cashier' = 'admin') {
    return as(account, { method: 'POST', url: '/api/customers', payload });
  }

  describe('POST /api/customers', () => {
    it('creates a customer as the spec shows it, for a cashier too', async () => {
      const response = await create(customerPayload(), 'cashier');
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Customer created successfully');
      const { customer } = customerDataSchema.parse(body.data);
      expect(customer).toMatchObject({
        fullName: 'Kasuni Fernando',
        phoneNumber: '0771234567',
        email: 'kasuni@example.lk',
        isStudent: true,
        campusId: 'IT2210456',
        institution: 'main-campus',
        address: { street: '12 Temple Road', city: 'Katubedda' },
        loyaltyPoints: 0,
        totalOrders: 0,
        totalSpent: 0,
        eligibleForStudentDiscount: true,
        discountInfo: { percentage: 10, type: 'student', isOneTime: false },
        createdAt: t.clock().toISOString(),
      });
      expect(customer._id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps no student ID for a non-student and no e-mail when empty', async () => {
      const response = await create(
        customerPayload({ isStudent: false, campusId: 'IT2210456', email: '', address: {} }),
      );
      expect(response.statusCode).toBe(201);
      const { customer } = response.json().data;
      expect(customer.campusId).toBeUndefined();
      expect(customer.institution).toBeUndefined();
      expect(customer.email).toBeUndefined();
      expect(customer.address).toEqual({});
      expect(customer.eligibleForStudentDiscount).toBe(false);
      expect(customer.discountInfo).toBeNull();
    });

    it('a student with an ID that fails the checker is kept, without the discount', async () => {
      const response = await create(customerPayload({ campusId: 'XY1' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.customer).toMatchObject({
        campusId: 'XY1',
        eligibleForStudentDiscount: false,
        discountInfo: null,
      });
    });

    it('refuses a phone number or e-mail another customer has: 409, nothing written', async () => {
      expect((await create()).statusCode).toBe(201);
      const before = await snapshot(t.db);

      const phone = await create(customerPayload({ email: 'other@example.lk' }));
      expect(phone.statusCode).toBe(409);
      expect(phone.json()).toEqual({
        success: false,
        message: customerMessages.phoneTaken,
        field: 'phoneNumber',
      });

      const email = await create(
        customerPayload({ phoneNumber: '0779999999', email: 'KASUNI@Example.LK' }),
      );
      expect(email.statusCode).toBe(409);
      expect(email.json()).toEqual({
        success: false,
        message: customerMessages.emailTaken,
        field: 'email',
      });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('the same phone sent at once creates one customer; the others get 409', async () => {
      await as.signIn('admin');
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          create(customerPayload({ email: `same.phone${index}@example.lk` })),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toMatchObject({ field: 'phoneNumber' });
      }
      expect(await t.db.select().from(customers)).toHaveLength(1);
      // Straight to the database: the same phone twice is refused by the index itself.
      await expect(
        insertCustomer(t.db, { fullName: 'Second', phoneNumber: '0771234567' }),
      ).rejects.toThrow();
    });

    it('replays the first answer for the same Idempotency-Key', async () => {
      const headers = { 'idempotency-key': 'form-submission-1' };
      const first = await as('admin', {
        method: 'POST',
        url: '/api/customers',
        payload: customerPayload(),
        headers,
      });
      expect(first.statusCode).toBe(201);
      const again = await as('admin', {
        method: 'POST',
        url: '/api/customers',
        payload: customerPayload(),
        headers,
      });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await t.db.select().from(customers)).toHaveLength(1);

      const otherBody = await as('admin', {
        method: 'POST',
        url: '/api/customers',
        payload: customerPayload({ phoneNumber: '0770000000', email: 'x@example.lk' }),
        headers,
      });
      expect(otherBody.statusCode).toBe(409);
      expect(otherBody.json().field).toBe('Idempotency-Key');
      expect(await t.db.select().from(customers)).toHaveLength(1);
    });
  });

  describe('GET /api/customers/{id} and /phone/{phone}', () => {
    it('answers the customer, 404 for an unknown id, 400 for a malformed one', async () => {
      const created = (await create()).json().data.customer;
      const found = await as('cashier', { method: 'GET', url: `/api/customers/${created._id}` });
      expect(found.statusCode).toBe(200);
      expect(found.json().data.customer).toEqual(created);

      const unknown = await as('cashier', {
        method: 'GET',
        url: `/api/customers/${randomUUID()}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: 'Customer not found' });

      const malformed = await as('cashier', { method: 'GET', url: '/api/customers/42' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        success: false,
        message: 'Invalid customer id',
        field: 'id',
      });
    });

    it('finds a customer by phone number', async () => {
      const created = (await create()).json().data.customer;
      const found = await as('cashier', { method: 'GET', url: '/api/customers/phone/0771234567' });
      expect(found.statusCode).toBe(200);
      expect(found.json().data.customer._id).toBe(created._id);
      // As the screens show it: 077-123-4567.
      const shown = await as('cashier', {
        method: 'GET',
        url: '/api/customers/phone/077-123-4567',
      });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().data.customer._id).toBe(created._id);
      // Written internationally, with spaces: the same number.
      const international = await as('cashier', {
        method: 'GET',
        url: `/api/customers/phone/${encodeURIComponent('+94 77 123 4567')}`,
      });
      expect(international.statusCode, international.body).toBe(200);
      expect(international.json().data.customer._id).toBe(created._id);

      const none = await as('cashier', { method: 'GET', url: '/api/customers/phone/0770000000' });
      expect(none.statusCode).toBe(404);
      const invalid = await as('cashier', { method: 'GET', url: '/api/customers/phone/12ab' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        message: 'Please enter a valid phone number (10-15 digits)',
        field: 'phone',
      });
    });
  });

  describe('PUT /api/customers/{id}', () => {
    const CHANGED_MEANWHILE =
      'Someone else changed this customer while you were editing. Reload the page to see their changes, then save yours again.';

    it('replaces the fields, not the points, and moves the version on', async () => {
      const created = (await create()).json().data.customer;
      expect(created.version).toBe(1);
      t.clock.advance(60_000);
      const response = await as('cashier', {
        method: 'PUT',
        url: `/api/customers/${created._id}`,
        payload: {
          fullName: 'Kasuni Fernando Perera',
          phoneNumber: '0771234568',
          isStudent: false,
          version: 1,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Customer updated successfully');
      const { customer } = response.json().data;
      expect(customer).toMatchObject({
        fullName: 'Kasuni Fernando Perera',
        phoneNumber: '0771234568',
        isStudent: false,
        loyaltyPoints: 0,
        address: {},
        updatedAt: t.clock().toISOString(),
        createdAt: created.createdAt,
        version: 2,
      });
      expect(customer.email).toBeUndefined();
      expect(customer.campusId).toBeUndefined();
      expect(await t.db.select().from(loyaltyHistory)).toEqual([]);
    });

    it('refuses loyalty points in the form, whatever their type', async () => {
      const created = (await create()).json().data.customer;
      const before = await snapshot(t.db);
      for (const loyaltyPoints of [
        150,
        2147483648,
        -5,
        'abc',
        '12abc',
        '1e10',
        true,
        {},
        [],
        null,
      ]) {
        const response = await as('admin', {
          method: 'PUT',
          url: `/api/customers/${created._id}`,
          payload: customerPayload({ loyaltyPoints, version: 1 }),
        });
        expect(response.statusCode, JSON.stringify(loyaltyPoints)).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: 'Unknown field: loyaltyPoints',
          field: 'loyaltyPoints',
        });
      }
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('loses no points to a stale form: +50 added meanwhile survives the address change', async () => {
      const created = (await create()).json().data.customer;
      // The cashier opens the form (version 1); the admin adds 50 points meanwhile.
      const loyalty = await as('admin', {
        method: 'PUT',
        url: `/api/customers/${created._id}/loyalty-points`,
        payload: { action: 'add', points: 50, reason: 'Welcome bonus' },
      });
      expect(loyalty.statusCode, loyalty.body).toBe(200);
      const saved = await as('cashier', {
        method: 'PUT',
        url: `/api/customers/${created._id}`,
        payload: customerPayload({
          address: { street: '14 Temple Road', city: 'Moratuwa' },
          version: created.version,
        }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.customer).toMatchObject({
        loyaltyPoints: 50,
        address: { street: '14 Temple Road', city: 'Moratuwa' },
      });
    });

    it('refuses a save over a change made since the form loaded (409), and keeps that change', async () => {
      const created = (await create()).json().data.customer;
      const first = await as('admin', {
        method: 'PUT',
        url: `/api/customers/${created._id}`,
        payload: customerPayload({ fullName: 'Saved First', version: created.version }),
      });
      expect(first.statusCode).toBe(200);
      await as.signIn('cashier');
      const before = await snapshot(t.db);
      const second = await as('cashier', {
        method: 'PUT',
        url: `/api/customers/${created._id}`,
        payload: customerPayload({ fullName: 'Saved Second', version: created.version }),
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        success: false,
        message: CHANGED_MEANWHILE,
        field: 'version',
      });
      expect(await snapshot(t.db)).toEqual(before);

      // Reloaded, with the new version, the second save goes through.
      const retried = await as('cashier', {
        method: 'PUT',
        url: `/api/customers/${created._id}`,
        payload: customerPayload({ fullName: 'Saved Second', version: 2 }),
      });
      expect(retried.statusCode).toBe(200);
      expect(retried.json().data.customer.version).toBe(3);
    });

    it('requires the version, as a whole number in range', async () => {
      const created = (await create()).json().data.customer;
      for (const [version, message] of [
        [undefined, 'Version is required: reload the record and try again'],
        // JSON bodies take JSON numbers only (decision 034).
        ['1', 'version must be a number, not text'],
        [1.5, 'Version must be a whole number'],
        [0, 'Version must be at least 1'],
        [2147483648, 'Version is out of range'],
      ] as const) {
        const response = await as('admin', {
          method: 'PUT',
          url: `/api/customers/${created._id}`,
          payload: customerPayload({ version }),
        });
        expect(response.statusCode, String(version)).toBe(400);
        expect(response.json()).toEqual({ success: false, message, field: 'version' });
      }
    });

    it("refuses another customer's phone and an unknown id", async () => {
      const first = (await create()).json().data.customer;
      await create(customerPayload({ phoneNumber: '0712345678', email: 'b@example.lk' }));
      const before = await snapshot(t.db);
      const taken = await as('admin', {
        method: 'PUT',
        url: `/api/customers/${first._id}`,
        payload: customerPayload({ phoneNumber: '0712345678', version: 1 }),
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().field).toBe('phoneNumber');

      const unknown = await as('admin', {
        method: 'PUT',
        url: `/api/customers/${randomUUID()}`,
        payload: customerPayload({ phoneNumber: '0700000000', version: 1 }),
      });
      expect(unknown.statusCode).toBe(404);
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('stores a phone typed with spaces, dashes or +94 as one number, and refuses it twice', async () => {
      const spaced = await create(customerPayload({ phoneNumber: '077 123 4567' }));
      expect(spaced.statusCode, spaced.body).toBe(201);
      expect(spaced.json().data.customer.phoneNumber).toBe('0771234567');
      const again = await create(
        customerPayload({ phoneNumber: '+94 77-123-4567', email: 'other@example.lk' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ field: 'phoneNumber' });
    });

    it('keeps its own phone and e-mail without calling them taken', async () => {
      const created = (await create()).json().data.customer;
      const response = await as('admin', {
        method: 'PUT',
        url: `/api/customers/${created._id}`,
        payload: customerPayload({ fullName: 'Kasuni F.', version: 1 }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.customer.loyaltyPoints).toBe(0);
      expect(await t.db.select().from(loyaltyHistory)).toEqual([]);
    });
  });

  describe('DELETE /api/customers/{id}', () => {
    it('deletes a customer without orders (admin only)', async () => {
      const created = (await create()).json().data.customer;
      const cashier = await as('cashier', {
        method: 'DELETE',
        url: `/api/customers/${created._id}`,
      });
      expect(cashier.statusCode).toBe(403);

      const response = await as('admin', {
        method: 'DELETE',
        url: `/api/customers/${created._id}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Customer deleted successfully',
        data: null,
      });
      expect(await t.db.select().from(customers)).toEqual([]);

      const again = await as('admin', { method: 'DELETE', url: `/api/customers/${created._id}` });
      expect(again.statusCode).toBe(404);
    });

    it('refuses a customer with orders: 409, customer and orders kept', async () => {
      const created = (await create()).json().data.customer;
      await insertOrder(t.db, { customerId: created._id, totalAmountCents: 150_000 });
      const before = await snapshot(t.db);
      const response = await as('admin', {
        method: 'DELETE',
        url: `/api/customers/${created._id}`,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: customerMessages.hasOrders });
      expect(await snapshot(t.db)).toEqual(before);
    });

    it('the foreign key refuses it too, should the check ever be bypassed', async () => {
      const customer = await insertCustomer(t.db, { fullName: 'Held', phoneNumber: '0771112222' });
      await insertOrder(t.db, { customerId: customer.id });
      await expect(t.db.delete(customers).where(eq(customers.id, customer.id))).rejects.toThrow();
    });
  });

  it('every customer route refuses an anonymous caller with 401', async () => {
    const id = randomUUID();
    const routes = [
      ['GET', '/api/customers'],
      ['GET', '/api/customers/stats'],
      ['GET', '/api/customers/search?q=ka'],
      ['GET', '/api/customers/phone/0771234567'],
      ['POST', '/api/customers'],
      ['PUT', '/api/customers/bulk-update'],
      ['GET', `/api/customers/${id}`],
      ['PUT', `/api/customers/${id}`],
      ['DELETE', `/api/customers/${id}`],
      ['GET', `/api/customers/${id}/orders`],
      ['GET', `/api/customers/${id}/analytics`],
      ['PUT', `/api/customers/${id}/loyalty-points`],
      ['GET', `/api/customers/${id}/discount-info`],
    ] as const;
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists every customer route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/customers',
        'POST /api/customers',
        'GET /api/customers/stats',
        'GET /api/customers/search',
        'GET /api/customers/phone/{phone}',
        'PUT /api/customers/bulk-update',
        'GET /api/customers/{id}',
        'PUT /api/customers/{id}',
        'DELETE /api/customers/{id}',
        'GET /api/customers/{id}/orders',
        'GET /api/customers/{id}/analytics',
        'PUT /api/customers/{id}/loyalty-points',
        'GET /api/customers/{id}/discount-info',
        'POST /api/customers/register-from-landing',
      ]),
    );
    const register = document.paths['/api/customers/register-from-landing'].post;
    expect(register.security).toBeUndefined();
    expect(register.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
    expect(document.paths['/api/customers'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
