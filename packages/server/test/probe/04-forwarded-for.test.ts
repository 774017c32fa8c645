import { trackingMessages } from '@laundry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/**
 * Issue 38, finding 4: with TRUST_PROXY on, the limits keyed on the left-most X-Forwarded-For
 * address, which the client writes: a changing header got 30 of 30 tracking lookups and 40 of 40
 * wrong passwords answered. Behind the one trusted proxy the client is the address the proxy
 * appended (the right-most, here 10.8.8.8); what comes before it is the client's own word.
 */
describe('limits behind a trusted proxy', () => {
  const t = useTestApp({ config: { trustProxy: true } });
  const lookup = { orderNumber: 'ORD-001042', phoneLast4: '1111' };

  const track = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/track',
      payload: lookup,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it.each([
    ['a forged address', (n: number) => `10.0.${n}.1, 10.8.8.8`],
    ['a forged chain', (n: number) => `10.9.${n}.1, 127.0.0.1, 10.8.8.8`],
  ])('limits tracking lookups whatever %s', async (_name, header) => {
    const answers = [];
    for (let n = 0; n < 30; n += 1) answers.push(await track(header(n)));
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).not.toContain(429);
    expect(limited).toHaveLength(20);
    expect(limited[0]?.json().message).toBe(trackingMessages.tooMany);
  });

  it('still tells two clients of the proxy apart by the address it appended', async () => {
    for (let n = 0; n < 10; n += 1) await track(`10.9.${n}.1, 10.8.8.8`);
    expect((await track('10.8.8.8')).statusCode).toBe(429);
    expect((await track('10.8.8.9')).statusCode).not.toBe(429);
  });

  it('limits wrong passwords whatever the forged address', async () => {
    const statuses = [];
    for (let n = 0; n < 40; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `guess${n}@laundry.test`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': `10.0.${n}.1, 10.8.8.8` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  });
});
