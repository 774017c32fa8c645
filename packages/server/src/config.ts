import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type CampaignConfig,
  campaignConfigSchema,
  DEFAULT_BUSINESS_TIME_ZONE,
  hasWholeCents,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@laundry/domain';
import { z } from 'zod';
import { secureDataDir } from './data-dir';
import type { HeavyWorkLimits } from './http/heavy-work';
import { defaultWebDistDir } from './paths';

/** Everything the server reads from its environment, validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections to PostgreSQL (see DEFAULT_DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  /** Signs backups and checks them on restore (BACKUP_SIGNING_KEY, or made in the data folder). */
  backupSigningKey: string;
  accessTokenTtlSeconds: number;
  demo: boolean;
  /** DEMO_ON_NETWORK: the operator's explicit leave to publish the demo logins beyond loopback. */
  demoOnNetwork: boolean;
  /** The first administrator, created on an empty database when demo mode is off. */
  admin: { email: string; password: string; name: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * PUBLIC_URL: the address customers reach the shop's site at, for the tracking link mailed
   * with a receipt (issue 25). Unset: this server's own address.
   */
  publicUrl?: string;
  redisUrl: string | undefined;
  business: { name: string; address: string; phone: string; email: string; timeZone: string };
  /** The bank account for transfers (BANK_*; the environment's defaults are a sample account). */
  bank: { bankName: string; branch: string; accountName: string; accountNumber: string };
  /** The landing page's campaign: the spec's grand opening, with dates from the environment. */
  campaign: CampaignConfig;
  webDistDir: string;
  logLevel: LogLevel;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * ALLOW_UNSIGNED_RESTORE: a restore may take a file not signed by this shop's key when its
   * caller also asks (`allowUnsigned=true`). Off by default (issue 38, decision 041).
   */
  allowUnsignedRestore?: boolean;
  /** Tax on orders in basis points (100 = 1%); 0 unless TAX_RATE_PERCENT is set. */
  taxRateBasisPoints?: number;
  /** Flood limits: requests per minute (see http/rate-limits.ts). */
  rateLimits: RateLimitConfig;
  /**
   * PGLITE_WORKER: the embedded database in a worker thread, off the event loop (decision 026);
   * on by default, `0` runs it on the server's own thread.
   */
  pgliteWorker?: boolean;
  /** Heavy work (reports, exports, backups, broad searches) at once (see http/heavy-work.ts). */
  heavyWork: HeavyWorkLimits;
  /** SMS_GATEWAY_*: the HTTP gateway customer SMS go through (issue 25); unset: kept, not sent. */
  sms?: SmsGatewayConfig;
  /** MESSAGE_POLL_SECONDS: how often the sender looks for messages due (0 or unset: never). */
  messagePollSeconds?: number;
}

/**
 * A generic HTTP SMS gateway: a URL template (and, for POST, a body template) in which `{to}`
 * (the number, international, digits only), `{text}` and `{key}` are replaced — URL-encoded in the
 * URL and in a form body, JSON-escaped in a JSON body. `authHeader` is one `Name: value` header
 * (`{key}` replaced too), for gateways that want a bearer token.
 */
export interface SmsGatewayConfig {
  urlTemplate: string;
  method: 'GET' | 'POST';
  bodyTemplate?: string;
  contentType: 'application/x-www-form-urlencoded' | 'application/json';
  key?: string;
  authHeader?: string;
  /** The country code a local number (0…) gets: 94, Sri Lanka. */
  countryCode: string;
}

export interface RateLimitConfig {
  /** Signed-in calls per user and minute. */
  perUser: number;
  /** Calls without a valid sign-in per client address and minute. */
  perAddress: number;
  /** Sign-in attempts per address and minute. */
  login: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const flag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z.enum(
      ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'],
      'must be 1/0, true/false, yes/no or on/off',
    ),
  )
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

function urlWithProtocols(protocols: string[], example: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  }, `must be a URL like ${example}`);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Connections to PostgreSQL. Small on purpose: a connection PostgreSQL cannot give a core to
 * only queues inside the database, where each waiting backend still competes for the CPU with
 * the server's own thread; a request waiting for the pool costs nothing. The usual sizing is the
 * database's cores × 2 plus its disks; measured on the 2-core machine with 32 cashiers
 * (docs/benchmarks.md, issue 24): 4 answers as many requests a second as 10, and halves the
 * wait of a health probe behind them.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 4;

const envSchema = z.object({
  PORT: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().optional(),
  DATABASE_URL: urlWithProtocols(
    ['postgres', 'postgresql'],
    'postgres://user:password@host:5432/database',
  ).optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number('must be a number of connections')
    .int('must be a whole number of connections')
    .min(2, 'must be between 2 and 100')
    .max(100, 'must be between 2 and 100')
    .default(DEFAULT_DATABASE_POOL_SIZE),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BACKUP_SIGNING_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .max(1024, 'must be at most 1024 characters')
    .optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number('must be a number of seconds')
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5 seconds')
    .max(86_400, 'must be at most 86400 seconds (one day)')
    .default(900),
  DEMO: flag.optional(),
  DEMO_ON_NETWORK: flag.default(false),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  // The password policy of every form (domain), with the configuration's own wording.
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  ADMIN_NAME: z.string().trim().min(2).max(50).default('Administrator'),
  SMTP_URL: urlWithProtocols(
    ['smtp', 'smtps'],
    'smtps://user:password@smtp.example.com:465',
  ).optional(),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: urlWithProtocols(['http', 'https'], 'https://laundry.example.lk').optional(),
  REDIS_URL: urlWithProtocols(['redis', 'rediss'], 'redis://127.0.0.1:6379').optional(),
  BUSINESS_NAME: z.string().trim().min(1).default('Campus Clean Laundry'),
  BUSINESS_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('No. 45, Bandaranayake Mawatha, Katubedda, Moratuwa'),
  BUSINESS_PHONE: z.string().trim().min(1).default('0771234567'),
  BUSINESS_EMAIL: z.email('must be an e-mail address').default('hello@campuscleanlaundry.lk'),
  // The account customers pay bank transfers into (receipts, the payment modal, the mail).
  BANK_NAME: z.string().trim().min(1).max(100).default('Bank of Ceylon'),
  BANK_BRANCH: z.string().trim().min(1).max(100).default('Moratuwa'),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).max(100).default('Campus Clean Laundry'),
  BANK_ACCOUNT_NUMBER: z.string().trim().min(1).max(40).default('0000 1234 5678'),
  BUSINESS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Colombo')
    .default(DEFAULT_BUSINESS_TIME_ZONE),
  CAMPAIGN_ACTIVE: flag.optional(),
  CAMPAIGN_START_DATE: z.string().optional(),
  CAMPAIGN_END_DATE: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('info'),
  TRUST_PROXY: flag.default(false),
  ALLOW_UNSIGNED_RESTORE: flag.default(false),
  TAX_RATE_PERCENT: z.coerce
    .number('must be a number')
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .refine(hasWholeCents, 'can have at most 2 decimals')
    .default(0),
  RATE_LIMIT_PER_USER: perMinute(600),
  RATE_LIMIT_PER_ADDRESS: perMinute(300),
  RATE_LIMIT_LOGIN: perMinute(30),
  PGLITE_WORKER: flag.default(true),
  // Two cores: two heavy requests at once keep the counter's queries answering between them.
  HEAVY_WORK_CONCURRENCY: slots(2),
  HEAVY_WORK_PER_USER: slots(2),
  SMS_GATEWAY_URL: urlWithProtocols(
    ['http', 'https'],
    'https://app.notify.lk/api/v1/send?user_id=1&api_key={key}&sender_id=NotifyDEMO&to={to}&message={text}',
  ).optional(),
  SMS_GATEWAY_METHOD: z.enum(['GET', 'POST'], 'must be GET or POST').default('GET'),
  SMS_GATEWAY_BODY: z.string().max(2000, 'must be at most 2000 characters').optional(),
  SMS_GATEWAY_CONTENT_TYPE: z.enum(['form', 'json'], 'must be form or json').default('form'),
  SMS_GATEWAY_KEY: z.string().max(500, 'must be at most 500 characters').optional(),
  SMS_GATEWAY_AUTH_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+: ?.+$/, 'must be one header, Name: value')
    .max(600)
    .optional(),
  SMS_COUNTRY_CODE: z
    .string()
    .regex(/^\d{1,3}$/, 'must be 1 to 3 digits')
    .default('94'),
  MESSAGE_POLL_SECONDS: z.coerce
    .number('must be a number of seconds')
    .int('must be a whole number of seconds')
    .min(0, 'must be between 0 and 3600')
    .max(3600, 'must be between 0 and 3600')
    .default(15),
});

function slots(fallback: number) {
  return z.coerce
    .number('must be a number of requests at once')
    .int('must be a whole number of requests at once')
    .min(1, 'must be between 1 and 1000')
    .max(1000, 'must be between 1 and 1000')
    .default(fallback);
}

function perMinute(fallback: number) {
  return z.coerce
    .number('must be a number of requests per minute')
    .int('must be a whole number of requests per minute')
    .min(1, 'must be between 1 and 1000000')
    .max(1_000_000, 'must be between 1 and 1000000')
    .default(fallback);
}

/** Addresses only this machine can reach. `0.0.0.0`, `::` and real interfaces are the network. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

export const DEMO_ON_NETWORK_MESSAGE =
  'DEMO: demo mode publishes its logins (admin@laundry.test / demo1234) to anyone who can reach the server, so it only listens on this machine (HOST=127.0.0.1). Set DEMO=0 and create your administrator with ADMIN_EMAIL and ADMIN_PASSWORD (README: "From the demo to a real shop"), or set DEMO_ON_NETWORK=1 to publish the demo on purpose.';

/**
 * Reads and validates the environment. Empty values count as unset. In embedded mode the JWT
 * secret is generated once and kept in the data folder, so sessions survive a restart; the backup
 * signing key likewise, in either mode, unless BACKUP_SIGNING_KEY is set.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const vars = parsed.data;

  const problems: string[] = [];
  if (vars.DATABASE_URL && vars.HEAVY_WORK_CONCURRENCY >= vars.DATABASE_POOL_SIZE) {
    problems.push(
      `HEAVY_WORK_CONCURRENCY: must be below DATABASE_POOL_SIZE (${vars.DATABASE_POOL_SIZE}), so the counter's queries always find a connection`,
    );
  }
  if (vars.DATABASE_URL && !vars.JWT_SECRET) {
    problems.push('JWT_SECRET: required when DATABASE_URL is set (at least 32 characters)');
  }
  // Demo mode only when asked for (npm start asks); the embedded database listens on this machine
  // only unless HOST says otherwise, PostgreSQL (a deployment) on every interface.
  const demo = vars.DEMO ?? false;
  const host = vars.HOST ?? (vars.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
  if (demo && !isLoopbackHost(host) && !vars.DEMO_ON_NETWORK) {
    problems.push(DEMO_ON_NETWORK_MESSAGE);
  }
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  const campaign = campaignConfigSchema.safeParse({
    ...(vars.CAMPAIGN_ACTIVE !== undefined ? { isActive: vars.CAMPAIGN_ACTIVE } : {}),
    ...(vars.CAMPAIGN_START_DATE ? { startDate: vars.CAMPAIGN_START_DATE } : {}),
    ...(vars.CAMPAIGN_END_DATE ? { endDate: vars.CAMPAIGN_END_DATE } : {}),
  });
  if (!campaign.success) {
    const names: Record<string, string> = {
      startDate: 'CAMPAIGN_START_DATE',
      endDate: 'CAMPAIGN_END_DATE',
      isActive: 'CAMPAIGN_ACTIVE',
    };
    for (const issue of campaign.error.issues) {
      const key = String(issue.path[0] ?? '');
      problems.push(`${names[key] ?? key}: ${issue.message}`);
    }
  }
  if (vars.SMS_GATEWAY_METHOD === 'POST' && vars.SMS_GATEWAY_URL && !vars.SMS_GATEWAY_BODY) {
    problems.push('SMS_GATEWAY_BODY: required when SMS_GATEWAY_METHOD is POST');
  }
  if (problems.length > 0 || !campaign.success) throw new ConfigError(problems);

  const dataDir = resolve(vars.DATA_DIR);
  const business = {
    name: vars.BUSINESS_NAME,
    address: vars.BUSINESS_ADDRESS,
    phone: vars.BUSINESS_PHONE,
    email: vars.BUSINESS_EMAIL,
    timeZone: vars.BUSINESS_TIME_ZONE,
  };

  return {
    port: vars.PORT,
    host,
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    dataDir,
    jwtSecret: vars.JWT_SECRET ?? keptSecret(dataDir, 'jwt-secret'),
    backupSigningKey: vars.BACKUP_SIGNING_KEY ?? derivedBackupKey(vars.JWT_SECRET, dataDir),
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    demo,
    demoOnNetwork: vars.DEMO_ON_NETWORK,
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? {
            email: vars.ADMIN_EMAIL.toLowerCase(),
            password: vars.ADMIN_PASSWORD,
            name: vars.ADMIN_NAME,
          }
        : undefined,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `"${business.name}" <${business.email}>`,
    ...(vars.PUBLIC_URL ? { publicUrl: vars.PUBLIC_URL.replace(/\/+$/, '') } : {}),
    redisUrl: vars.REDIS_URL,
    business,
    bank: {
      bankName: vars.BANK_NAME,
      branch: vars.BANK_BRANCH,
      accountName: vars.BANK_ACCOUNT_NAME,
      accountNumber: vars.BANK_ACCOUNT_NUMBER,
    },
    campaign: campaign.data,
    webDistDir: vars.WEB_DIST_DIR ? resolve(vars.WEB_DIST_DIR) : defaultWebDistDir,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    ...(vars.ALLOW_UNSIGNED_RESTORE ? { allowUnsignedRestore: true } : {}),
    taxRateBasisPoints: Math.round(vars.TAX_RATE_PERCENT * 100),
    rateLimits: {
      perUser: vars.RATE_LIMIT_PER_USER,
      perAddress: vars.RATE_LIMIT_PER_ADDRESS,
      login: vars.RATE_LIMIT_LOGIN,
    },
    pgliteWorker: vars.PGLITE_WORKER,
    heavyWork: {
      overall: vars.HEAVY_WORK_CONCURRENCY,
      perCaller: Math.min(vars.HEAVY_WORK_PER_USER, vars.HEAVY_WORK_CONCURRENCY),
    },
    ...(vars.SMS_GATEWAY_URL
      ? {
          sms: {
            urlTemplate: vars.SMS_GATEWAY_URL,
            method: vars.SMS_GATEWAY_METHOD,
            ...(vars.SMS_GATEWAY_BODY ? { bodyTemplate: vars.SMS_GATEWAY_BODY } : {}),
            contentType:
              vars.SMS_GATEWAY_CONTENT_TYPE === 'json'
                ? 'application/json'
                : 'application/x-www-form-urlencoded',
            ...(vars.SMS_GATEWAY_KEY ? { key: vars.SMS_GATEWAY_KEY } : {}),
            ...(vars.SMS_GATEWAY_AUTH_HEADER ? { authHeader: vars.SMS_GATEWAY_AUTH_HEADER } : {}),
            countryCode: vars.SMS_COUNTRY_CODE,
          },
        }
      : {}),
    messagePollSeconds: vars.MESSAGE_POLL_SECONDS,
  };
}

/**
 * The backup signing key when BACKUP_SIGNING_KEY is unset. With PostgreSQL (JWT_SECRET is then
 * required) it is derived from JWT_SECRET, so every server of one deployment signs alike and
 * nothing is written beside a database that lives elsewhere; embedded, it is made once in the
 * data folder, apart from the JWT secret.
 */
function derivedBackupKey(jwtSecret: string | undefined, dataDir: string): string {
  if (jwtSecret)
    return createHmac('sha256', jwtSecret).update('laundry backup signing').digest('hex');
  return keptSecret(dataDir, 'backup-signing-key');
}

/**
 * A secret of the shop's own kept in the data folder (owner-only): made on the first start, read
 * on every later one.
 */
function keptSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  secureDataDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Where customers reach the shop's site: PUBLIC_URL, else this server's own address. */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}
