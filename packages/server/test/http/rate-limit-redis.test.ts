import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createOutboxMailer } from '../../src/mail/create-mailer';
import { createTestClock, testConfig, useTestApp } from '../helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs when TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379).
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const t = useTestApp({ config: { redisUrl } });

  it('counts the requests of two server instances together', async () => {
    const clock = createTestClock();
    const second = await buildApp({
      db: t.db,
      config: testConfig({ redisUrl }),
      clock,
      mailer: createOutboxMailer(t.db, clock),
    });
    const remoteAddress = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const headers = await t.bearer('admin');
    const statuses: number[] = [];
    try {
      for (let attempt = 0; attempt < 21; attempt += 1) {
        const app = attempt % 2 === 0 ? t.app : second;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/check-email',
          headers,
          payload: { email: `person${attempt}@laundry.test` },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
    } finally {
      await second.close();
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
