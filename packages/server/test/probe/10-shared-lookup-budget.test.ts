import { trackingMessages } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/**
 * Issue 38, finding 10: while `POST /api/track` answered 429, `GET /api/track/{token}` still
 * answered, so one address had two budgets. Every public lookup spends one.
 */
describe('one lookup budget per address', () => {
  const t = useTestApp();
  const remoteAddress = '10.7.7.7';
  const byNumber = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/track',
      payload: { orderNumber: 'ORD-001042', phoneLast4: '1111' },
      remoteAddress,
    });
  const byToken = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/track/0123456789abcdef0123456789abcdef',
      remoteAddress,
    });

  it('refuses the token lookup once the number lookups spent the budget', async () => {
    for (let n = 0; n < 10; n += 1) expect((await byNumber()).statusCode).toBe(404);
    expect((await byNumber()).statusCode).toBe(429);
    const token = await byToken();
    expect(token.statusCode).toBe(429);
    expect(token.json().message).toBe(trackingMessages.tooMany);
    expect(Number(token.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts token and number lookups together', async () => {
    for (let n = 0; n < 5; n += 1) expect((await byToken()).statusCode).toBe(404);
    for (let n = 0; n < 5; n += 1) expect((await byNumber()).statusCode).toBe(404);
    expect((await byToken()).statusCode).toBe(429);
    expect((await byNumber()).statusCode).toBe(429);
  });
});
