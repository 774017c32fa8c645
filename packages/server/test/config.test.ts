import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { defaultWebDistDir, packageDir } from '../src/paths';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const POSTGRES = 'postgres://laundry:pw@db.internal:5432/laundry';

describe('loadConfig', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'laundry-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir,
      demo: false,
      demoOnNetwork: false,
      rateLimits: { perUser: 600, perAddress: 300, login: 30 },
      heavyWork: { overall: 2, perCaller: 2 },
      databasePoolSize: 4,
      accessTokenTtlSeconds: 900,
      smtpUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      // The embedded database in its worker thread, off the event loop (decision 026).
      pgliteWorker: true,
      admin: undefined,
      business: { timeZone: 'Asia/Colombo' },
    });
    expect(config.business.name).toBeTruthy();
    expect(config.mailFrom).toContain(config.business.email);
    expect(config.webDistDir).toBe(defaultWebDistDir);
    expect(defaultWebDistDir).toBe(join(packageDir, '..', 'web', 'dist'));
  });

  it('generates the JWT secret once and keeps it in the data folder', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('with DATABASE_URL: requires JWT_SECRET and turns demo off unless DEMO=1', () => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES })).toThrow(
      /JWT_SECRET: required when DATABASE_URL is set/,
    );
    const config = loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      databaseUrl: POSTGRES,
      jwtSecret: SECRET,
      demo: false,
      host: '0.0.0.0',
    });
    expect(
      loadConfig({ DATABASE_URL: POSTGRES, JWT_SECRET: SECRET, DEMO: '1', HOST: '127.0.0.1' }).demo,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'off' }).demo).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL: '60',
      ADMIN_EMAIL: 'Owner@Shop.lk',
      ADMIN_PASSWORD: 'owner-password',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      REDIS_URL: 'redis://127.0.0.1:6379',
      BUSINESS_NAME: 'Suds & Co',
      BUSINESS_TIME_ZONE: 'Asia/Kolkata',
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_USER: '5000',
      RATE_LIMIT_PER_ADDRESS: '2000',
      RATE_LIMIT_LOGIN: '100',
      HEAVY_WORK_CONCURRENCY: '3',
      HEAVY_WORK_PER_USER: '5',
      PGLITE_WORKER: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      accessTokenTtlSeconds: 60,
      admin: { email: 'owner@shop.lk', password: 'owner-password', name: 'Administrator' },
      smtpUrl: 'smtps://user:pw@smtp.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
      redisUrl: 'redis://127.0.0.1:6379',
      business: { name: 'Suds & Co', timeZone: 'Asia/Kolkata' },
      webDistDir: dataDir,
      logLevel: 'warn',
      trustProxy: true,
      rateLimits: { perUser: 5000, perAddress: 2000, login: 100 },
      // One user may not hold more than the whole server has.
      heavyWork: { overall: 3, perCaller: 3 },
      pgliteWorker: false,
    });
  });

  it("takes the campaign dates from the environment, the spec's by default", () => {
    const defaults = loadConfig({ DATA_DIR: dataDir }).campaign;
    expect(defaults).toMatchObject({
      isActive: true,
      campaignCode: 'GRANDOPENING2025',
      discount: 20,
      startDate: '2025-10-13',
      endDate: '2025-12-31',
    });
    const configured = loadConfig({
      DATA_DIR: dataDir,
      CAMPAIGN_START_DATE: '2026-04-01',
      CAMPAIGN_END_DATE: '2026-04-30',
      CAMPAIGN_ACTIVE: 'off',
    }).campaign;
    expect(configured).toMatchObject({
      isActive: false,
      startDate: '2026-04-01',
      endDate: '2026-04-30',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, CAMPAIGN_START_DATE: '13/10/2025' })).toThrow(
      /CAMPAIGN_START_DATE: Campaign start date must be a date \(YYYY-MM-DD\)/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        CAMPAIGN_START_DATE: '2026-05-01',
        CAMPAIGN_END_DATE: '2026-04-01',
      }),
    ).toThrow(/CAMPAIGN_END_DATE: Campaign end date must be on or after its start date/);
  });

  it('takes a tax rate with two decimals that binary floats cannot hold exactly', () => {
    // 1.15 * 100 is 114.99999999999999: the old check refused it and the server did not start.
    expect(loadConfig({ DATA_DIR: dataDir, TAX_RATE_PERCENT: '1.15' }).taxRateBasisPoints).toBe(
      115,
    );
    expect(loadConfig({ DATA_DIR: dataDir, TAX_RATE_PERCENT: '4.35' }).taxRateBasisPoints).toBe(
      435,
    );
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, heavy work always leaving the counter a connection', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://laundry@db:5432/laundry',
      JWT_SECRET: SECRET,
      DATABASE_POOL_SIZE: '12',
      HEAVY_WORK_CONCURRENCY: '11',
    });
    expect(config).toMatchObject({ databasePoolSize: 12, heavyWork: { overall: 11 } });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a number'],
    [{ PORT: '70000' }, 'PORT: must be between 0 and 65535'],
    [
      { DATABASE_URL: 'mysql://x@y/z', JWT_SECRET: SECRET },
      'DATABASE_URL: must be a URL like postgres://',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ DEMO: 'maybe' }, 'DEMO: must be 1/0, true/false, yes/no or on/off'],
    [{ ADMIN_EMAIL: 'owner@shop.lk' }, 'ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither'],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'owner-password' },
      'ADMIN_EMAIL: must be an e-mail address',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be a URL like smtps://'],
    [{ ACCESS_TOKEN_TTL: '4' }, 'ACCESS_TOKEN_TTL: must be at least 5 seconds'],
    [{ BUSINESS_TIME_ZONE: 'Mars/Olympus' }, 'BUSINESS_TIME_ZONE: must be an IANA time zone'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of'],
    [{ TAX_RATE_PERCENT: '1.155' }, 'TAX_RATE_PERCENT: can have at most 2 decimals'],
    [{ RATE_LIMIT_PER_USER: '0' }, 'RATE_LIMIT_PER_USER: must be between 1 and 1000000'],
    [{ RATE_LIMIT_LOGIN: 'lots' }, 'RATE_LIMIT_LOGIN: must be a number of requests per minute'],
    [{ HEAVY_WORK_CONCURRENCY: '0' }, 'HEAVY_WORK_CONCURRENCY: must be between 1 and 1000'],
    [{ HEAVY_WORK_PER_USER: '1.5' }, 'HEAVY_WORK_PER_USER: must be a whole number'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE: must be between 2 and 100'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE: must be a number of connections'],
    [
      // Heavy work holding every connection would leave the counter waiting behind a report.
      {
        DATABASE_URL: 'postgres://laundry@db:5432/laundry',
        JWT_SECRET: SECRET,
        DATABASE_POOL_SIZE: '4',
        HEAVY_WORK_CONCURRENCY: '4',
      },
      'HEAVY_WORK_CONCURRENCY: must be below DATABASE_POOL_SIZE (4)',
    ],
  ])('fails with a message naming the variable: %o', (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
  });
});
