import {
  REGISTRATION_MESSAGES,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  type RegisteredCustomer,
  RegistrationFailedError,
  type RegistrationPayload,
} from '@laundry/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { createMemoryStorage } from '../storage';
import { type FakeReply, type FakeServer, startFakeApi } from '../testing/node';
import { classifyRegistrationFailure, newIdempotencyKey } from './registration';

const PATH = '/customers/register-from-landing';

const payload: RegistrationPayload = {
  fullName: 'Nimal Perera',
  phone: '0771234567',
  phoneNumber: '0771234567',
  address: { street: '', city: '' },
  isStudent: true,
  studentId: 'IT21123456',
  campaignCode: 'GRANDOPENING2025',
};

const customer: RegisteredCustomer = {
  _id: '00000000-0000-4000-8000-00000000c001',
  fullName: 'Nimal Perera',
  phoneNumber: '0771234567',
  isStudent: true,
  campusId: 'IT21123456',
  loyaltyPoints: 0,
  totalOrders: 0,
  totalSpent: 0,
  eligibleForStudentDiscount: true,
  createdAt: '2025-11-01T04:00:00.000Z',
  version: 1,
  discountInfo: {
    percentage: 20,
    description: 'Grand Opening 2025: 20% off your first order',
    isOneTime: true,
    type: 'campaign',
  },
};

const created: FakeReply = {
  status: 201,
  body: { success: true, message: 'Registration successful', data: { customer } },
};
const serverError: FakeReply = {
  status: 500,
  body: { success: false, message: 'Internal server error' },
};

let api: FakeServer;

/** Answers the registration with `replies` in turn (the last one repeats). */
function answer(...replies: FakeReply[]) {
  let call = 0;
  api.route('POST', `/api${PATH}`, () => {
    const reply = replies[Math.min(call, replies.length - 1)] ?? created;
    call += 1;
    return reply;
  });
}

const attempts = () => api.calls('POST', PATH);

/** Lets real I/O (the fake server's sockets) run while the fake clock stands still. */
async function until(condition: () => boolean) {
  for (let spin = 0; spin < 2000 && !condition(); spin += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(condition()).toBe(true);
}

function client() {
  // A signed-in session: the public call must still not send its token.
  const storage = createMemoryStorage({
    auth_token: 'staff-token',
    refresh_token: 'staff-refresh',
  });
  return createApiClient({ baseURL: api.url, storage });
}

beforeEach(async () => {
  api = await startFakeApi();
  // Only the retry waits are faked; sockets and setImmediate keep real time.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await api.close();
});

describe('customers.registerFromLanding', () => {
  it('posts the payload without a bearer token, with an Idempotency-Key, and answers the customer', async () => {
    answer(created);
    const result = await client().customers.registerFromLanding(payload);

    expect(result).toEqual({
      success: true,
      message: 'Registration successful',
      data: { customer },
    });
    const [request] = attempts();
    expect(request?.body).toEqual(payload);
    expect(request?.headers.get('authorization')).toBeNull();
    expect(request?.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('uses the key it is given, and a new one for each submission otherwise', async () => {
    answer(created);
    const laundry = client();
    await laundry.customers.registerFromLanding(payload, { idempotencyKey: 'form-1' });
    await laundry.customers.registerFromLanding(payload);
    await laundry.customers.registerFromLanding(payload);

    const keys = attempts().map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toBe('form-1');
    expect(keys[1]).not.toBe(keys[2]);
  });

  it('retries a 5xx after 1 s then 2 s with the same key, and resolves the first success', async () => {
    answer(serverError, serverError, created);
    const pending = client().customers.registerFromLanding(payload);

    await until(() => attempts().length === 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => attempts().length === 2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);

    await expect(pending).resolves.toMatchObject({ data: { customer } });
    const keys = new Set(attempts().map((request) => request.headers.get('idempotency-key')));
    expect(attempts()).toHaveLength(3);
    expect(keys.size).toBe(1);
  });

  it("gives up after 3 attempts of 5xx with the spec's message", async () => {
    answer(serverError);
    const pending = client().customers.registerFromLanding(payload);
    const outcome = expect(pending).rejects.toMatchObject({
      name: 'RegistrationFailedError',
      message: REGISTRATION_MESSAGES.exhausted,
      attempts: 3,
    });

    await until(() => attempts().length === 1);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => attempts().length === 2);
    await vi.advanceTimersByTimeAsync(2000);
    await outcome;
    expect(attempts()).toHaveLength(3);
  });

  it('retries when nobody answers, and then says it could not connect', async () => {
    // A closed port: every attempt fails before any answer.
    await api.close();
    const storage = createMemoryStorage();
    const laundry = createApiClient({ baseURL: api.url, storage });
    const pending = laundry.customers.registerFromLanding(payload);
    const outcome = expect(pending).rejects.toMatchObject({
      message: REGISTRATION_MESSAGES.unreachable,
      attempts: 3,
    });
    for (let wait = 0; wait < 40; wait += 1) {
      await vi.advanceTimersByTimeAsync(250);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await outcome;
    api = await startFakeApi();
  });

  it("never retries a 4xx and shows the server's message", async () => {
    answer({
      status: 409,
      body: { success: false, message: 'A customer with this phone number already exists' },
    });
    await expect(client().customers.registerFromLanding(payload)).rejects.toMatchObject({
      message: 'A customer with this phone number already exists',
      attempts: 1,
    });
    expect(attempts()).toHaveLength(1);
  });

  it("falls back to the spec's text for a 4xx without a message", async () => {
    answer({ status: 400, body: { success: false } });
    const failure = await client()
      .customers.registerFromLanding(payload)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RegistrationFailedError);
    expect((failure as Error).message).toBe(REGISTRATION_MESSAGES.rejected);
  });

  it("reads a bare 429 as the server's 'Too many' text", async () => {
    answer({ status: 429, body: '' });
    await expect(client().customers.registerFromLanding(payload)).rejects.toMatchObject({
      message: REGISTRATION_RATE_LIMIT_MESSAGE,
    });
    expect(attempts()).toHaveLength(1);
  });
});

describe('classifyRegistrationFailure', () => {
  it('reads the kinds of ApiError', () => {
    expect(
      classifyRegistrationFailure(
        new ApiError({ status: 503, message: 'The server failed to answer (503).', data: {} }),
      ),
    ).toEqual({ kind: 'http', status: 503 });
    expect(
      classifyRegistrationFailure(new ApiError({ status: 0, kind: 'timeout', message: 'late' })),
    ).toEqual({ kind: 'network' });
    expect(
      classifyRegistrationFailure(
        new ApiError({ status: 200, kind: 'invalid-response', message: 'odd' }),
      ),
    ).toEqual({ kind: 'network' });
    expect(classifyRegistrationFailure(new TypeError('fetch failed'))).toEqual({
      kind: 'network',
      message: 'fetch failed',
    });
  });
});

describe('newIdempotencyKey', () => {
  it('makes version-4 ids even without crypto.randomUUID', () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
