import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { createTestClock, testConfig, useTestApp } from '../helpers/test-app';

/** Sends raw bytes to a listening server and answers the status and the parsed JSON body. */
async function raw(port: number, request: string): Promise<{ status: number; body: unknown }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.write(request);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('every error in the envelope', () => {
  const t = useTestApp();

  it('answers an over-long id with 414 in the envelope, without echoing the path', async () => {
    const headers = await t.bearer('admin');
    const id = 'a'.repeat(150);
    for (const method of ['DELETE', 'PUT', 'GET'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/users/${id}`,
        headers,
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect(response.statusCode, method).toBe(414);
      expect(response.json()).toEqual({ success: false, message: 'Request address is too long' });
      expect(response.body).not.toContain(id);
    }
  });

  it('answers a refresh token over 512 characters honestly', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: 'x'.repeat(600) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid or expired refresh token',
      field: 'refreshToken',
    });
  });

  it('answers what Node refuses to parse (431, a bad header byte) in the envelope', async () => {
    const clock = createTestClock();
    const app = await buildApp({
      db: t.db,
      config: testConfig(),
      clock,
      mailer: createOutboxMailer(t.db, clock),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;

      const big = await raw(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Junk: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(big).toEqual({
        status: 431,
        body: { success: false, message: 'Request headers are too large' },
      });

      const badByte = await raw(
        port,
        'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Ju\u0001nk: 1\r\n\r\n',
      );
      expect(badByte).toEqual({
        status: 400,
        body: { success: false, message: 'Request has a malformed header' },
      });

      const garbage = await raw(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(garbage.status).toBe(400);
      expect(garbage.body).toMatchObject({ success: false });
    } finally {
      await app.close();
    }
  });
});

describe('headers', () => {
  const t = useTestApp();

  it('keeps API answers out of every cache', async () => {
    const headers = await t.bearer('admin');
    for (const url of ['/api/auth/profile', '/api/customers', '/api/users', '/api/nowhere']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/customers' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over HTTPS, and trusts X-Forwarded-Proto only from a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('headers behind a trusted proxy', () => {
  const t = useTestApp({ config: { trustProxy: true } });

  it('sends HSTS when the proxy says the request came over HTTPS', async () => {
    const secure = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
