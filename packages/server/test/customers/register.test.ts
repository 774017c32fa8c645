import {
  ALREADY_REGISTERED_MESSAGE,
  campaignConfigSchema,
  DEFAULT_CAMPAIGN,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  registrationResponseSchema,
  STUDENT_REGISTRATION_SUCCESS_MESSAGE,
} from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema';
import { rateLimits } from '../../src/http/rate-limits';
import { snapshot, useTestApp } from '../helpers/test-app';

const URL = '/api/customers/register-from-landing';
const code = DEFAULT_CAMPAIGN.campaignCode;

/** What the wizard sends (domain's buildRegistrationPayload): the phone twice. */
function payload(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Nethmi Abeysekara',
    phone: '0720123410',
    phoneNumber: '0720123410',
    email: 'Nethmi.Abey@gmail.com',
    address: { street: '12 Temple Road', city: 'Katubedda' },
    isStudent: false,
    studentId: null,
    ...overrides,
  };
}

// 15 Nov 2025, 10:00 in Colombo: the grand-opening campaign runs.
const DURING_CAMPAIGN = new Date('2025-11-15T04:30:00Z');

describe('POST /api/customers/register-from-landing', () => {
  const t = useTestApp();

  const register = (body: unknown = payload(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload: body as object, headers });

  it('registers a visitor without signing in and gives the campaign offer while it runs', async () => {
    t.clock.set(DURING_CAMPAIGN);
    const response = await register(payload({ campaignCode: code }));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(DEFAULT_CAMPAIGN.successMessage);
    const { customer } = registrationResponseSchema.parse(body.data);
    expect(customer).toMatchObject({
      fullName: 'Nethmi Abeysekara',
      phoneNumber: '0720123410',
      email: 'nethmi.abey@gmail.com',
      isStudent: false,
      address: { street: '12 Temple Road', city: 'Katubedda' },
      campaignCode: code,
      loyaltyPoints: 0,
      discountInfo: {
        percentage: 20,
        description: 'Grand Opening 2025: 20% off your first order',
        isOneTime: true,
        type: 'campaign',
      },
      createdAt: DURING_CAMPAIGN.toISOString(),
    });
    const [row] = await t.db.select().from(customers);
    expect(row).toMatchObject({ source: 'landing', campaignCode: code });
  });

  it('honours the campaign code typed in any case, recording the campaign’s own spelling', async () => {
    t.clock.set(DURING_CAMPAIGN);
    const response = await register(payload({ campaignCode: ` ${code.toLowerCase()} ` }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.customer.discountInfo).toMatchObject({ type: 'campaign' });
    const [row] = await t.db.select().from(customers);
    expect(row?.campaignCode).toBe(code);
  });

  it('a student registering after the campaign gets the student discount', async () => {
    const response = await register(
      payload({ isStudent: true, studentId: 'it 22 10456', campaignCode: code }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(STUDENT_REGISTRATION_SUCCESS_MESSAGE);
    const { customer } = response.json().data;
    expect(customer).toMatchObject({
      isStudent: true,
      campusId: 'IT2210456',
      eligibleForStudentDiscount: true,
      discountInfo: { type: 'student', percentage: 10, isOneTime: false },
    });
    expect(customer.campaignCode).toBeUndefined();
  });

  it.each([
    ['2025-10-12T18:29:59Z', false, '12 Oct 23:59:59 in Colombo: not yet'],
    ['2025-10-12T18:30:00Z', true, '13 Oct 00:00 in Colombo: the first day'],
    ['2025-12-31T18:29:59Z', true, '31 Dec 23:59:59 in Colombo: the last second'],
    ['2025-12-31T18:30:00Z', false, '1 Jan 00:00 in Colombo: over'],
  ])('honours the campaign code at %s: %s (%s)', async (instant, honoured) => {
    t.clock.set(new Date(instant));
    const response = await register(payload({ campaignCode: code }));
    expect(response.statusCode).toBe(201);
    const { customer } = response.json().data;
    expect(customer.discountInfo).toEqual(
      honoured ? expect.objectContaining({ type: 'campaign' }) : null,
    );
    expect(customer.campaignCode).toBe(honoured ? code : undefined);
  });

  it('ignores a code that is not the campaign’s', async () => {
    t.clock.set(DURING_CAMPAIGN);
    const response = await register(payload({ campaignCode: 'FREE100' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.customer.discountInfo).toBeNull();
    expect(response.json().message).toBe('Registration successful! Welcome aboard.');
  });

  it('refuses a phone or e-mail already registered: 409, nothing created, nobody named', async () => {
    expect((await register()).statusCode).toBe(201);
    const before = await snapshot(t.db);
    const phone = await register(payload({ email: 'someone.else@gmail.com' }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toEqual({
      success: false,
      message: ALREADY_REGISTERED_MESSAGE,
      field: 'phone',
    });
    // Whoever typed the number learns it is known, nothing about the customer it belongs to.
    expect(phone.body).not.toMatch(/Nethmi|Abeysekara|student|%/i);
    const email = await register(
      payload({ phone: '0711111111', phoneNumber: '0711111111', email: 'NETHMI.ABEY@gmail.com' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      success: false,
      message: 'A customer with this email already exists',
      field: 'email',
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses bad input with 400 and the field, creating nothing', async () => {
    const before = await snapshot(t.db);
    const cases = [
      [payload({ phoneNumber: '0720123411' }), 'phoneNumber', 'Phone numbers do not match'],
      [
        payload({ phone: '12345', phoneNumber: '12345' }),
        'phone',
        'Please enter a valid phone number (10-15 digits)',
      ],
      [payload({ fullName: ' ' }), 'fullName', 'Full name is required'],
      [payload({ email: 'nethmi' }), 'email', 'Invalid email address'],
      [payload({ isStudent: true, studentId: '  ' }), 'studentId', 'Student ID is required'],
      [payload({ isStudent: true }), 'studentId', 'Student ID is required'],
      [payload({ role: 'admin' }), 'role', 'Unknown field: role'],
      [
        payload({ campaignCode: 'X'.repeat(51) }),
        'campaignCode',
        'Campaign code must be less than 50 characters',
      ],
      [
        payload({ isStudent: 'true' }),
        'isStudent',
        'Invalid input: expected boolean, received string',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await register(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ success: false, message, field });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('replays the first answer for the same Idempotency-Key, once per registration', async () => {
    t.clock.set(DURING_CAMPAIGN);
    const headers = { 'idempotency-key': '6f1c1f52-0d7e-4d3b-a7a1-3c9c2f0e9b11' };
    const first = await register(payload({ campaignCode: code }), headers);
    expect(first.statusCode).toBe(201);
    const retry = await register(payload({ campaignCode: code }), headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.select().from(customers)).toHaveLength(1);

    const reused = await register(payload({ fullName: 'Someone Else' }), headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ success: false, field: 'Idempotency-Key' });

    // Sent again at once with a new key: one registration, the same answer for all.
    const burstKey = { 'idempotency-key': 'burst-1' };
    const burst = await Promise.all(
      Array.from({ length: 3 }, () =>
        register(
          payload({ phone: '0722222222', phoneNumber: '0722222222', email: 'b@x.lk' }),
          burstKey,
        ),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(burst.map((response) => response.json().data.customer._id)).size).toBe(1);
    expect(await t.db.select().from(customers)).toHaveLength(2);

    // Without the key, the same registration is a duplicate.
    expect((await register(payload({ campaignCode: code }))).statusCode).toBe(409);
  });

  it(`throttles one address after ${rateLimits.registerFromLanding.max} attempts with a 'Too many' 429`, async () => {
    const from = (remoteAddress: string, index: number) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        remoteAddress,
        payload: payload({
          phone: `07700000${String(index).padStart(2, '0')}`,
          phoneNumber: `07700000${String(index).padStart(2, '0')}`,
          email: `visitor${index}@gmail.com`,
        }),
      });
    for (let index = 0; index < rateLimits.registerFromLanding.max; index += 1) {
      expect((await from('10.0.0.7', index)).statusCode).toBe(201);
    }
    const throttled = await from('10.0.0.7', 50);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ success: false, message: REGISTRATION_RATE_LIMIT_MESSAGE });
    expect(throttled.json().message).toContain('Too many');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(customers)).toHaveLength(rateLimits.registerFromLanding.max);
    // Another address is not affected.
    expect((await from('10.0.0.8', 51)).statusCode).toBe(201);
  });
});

describe('register-from-landing with campaign dates from the configuration', () => {
  const t = useTestApp({
    config: {
      campaign: campaignConfigSchema.parse({ startDate: '2026-03-01', endDate: '2026-03-31' }),
    },
  });

  it('honours the code on the configured days (the clock is at 2 March 2026)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload({ campaignCode: code }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.customer.discountInfo).toMatchObject({ type: 'campaign' });
  });
});

describe('GET /api/customers/{id}/discount-info after a landing registration', () => {
  const t = useTestApp();

  it('shows the campaign offer waiting for the first order', async () => {
    t.clock.set(DURING_CAMPAIGN);
    const registered = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload({ campaignCode: code }),
    });
    const id = registered.json().data.customer._id;
    // After the campaign's end the promise made at registration still holds.
    t.clock.set(new Date('2026-03-02T04:30:00Z'));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${id}/discount-info`,
      headers: await t.bearer('cashier'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.discountSummary).toEqual({
      nextOrderPercentage: 20,
      studentDiscount: false,
      campaignDiscount: true,
      campaignDiscountUsed: false,
    });
  });
});

describe('POST /api/auth/check-email (spec part 1 §7)', () => {
  const t = useTestApp();

  it('answers an admin whether a staff e-mail is free, whatever its case', async () => {
    const headers = await t.bearer('admin');
    const check = (email: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/auth/check-email', headers, payload: { email } });
    const taken = await check('ADMIN@laundry.test');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ success: true, data: { available: false } });
    expect((await check('new.person@laundry.test')).json().data).toEqual({ available: true });
    const invalid = await check('not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, field: 'email' });
    expect((await check(undefined)).statusCode).toBe(400);
  });
});
