/**
 * `pnpm bench:load`: the counter under a rush, on PGlite and on PostgreSQL (issue 24, item 3).
 * N virtual cashiers (BENCH_CASHIERS, 32) loop the counter's sequence over HTTP against the real
 * server in its own process for BENCH_SECONDS (20); then every acknowledged order and payment is
 * looked up exactly once; the same transactions run straight through the services on the driver
 * at the same concurrency as a floor; bursts of heavy requests (BENCH_BURSTS, "200,1000") time
 * /api/health and sign-in meanwhile; and the server is killed (SIGKILL) during creates and
 * payments and restarted (BENCH_CRASH=0 skips it). BENCH_LOAD_DATABASES picks "pglite,postgres".
 * A benchmark: it prints figures and never fails on them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, loadConfig } from '../src/config';
import { type DatabaseConnection, openPglite, openPostgres } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/seeders/users';
import { runBurst } from './load/burst';
import { ACTIONS, type LoadResult, runCounterLoad } from './load/counter';
import { floorCounter } from './load/floor-counter';
import { startHealthProbe } from './load/health-probe';
import { newKey, signIn } from './load/http';
import { httpCounter, readShop } from './load/http-counter';
import { type ServerProcess, startServer } from './load/server-process';
import { ActionStats, fixed } from './load/stats';
import { verificationLine, verifyAcknowledged } from './load/verify';
import { printRows } from './measure';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The server's pool (DATABASE_POOL_SIZE, passed on to it): the floor gets the same connections. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_DATABASE_POOL_SIZE;

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const cashiers = setting('BENCH_CASHIERS', 32);
const seconds = setting('BENCH_SECONDS', 20);
const bursts = (process.env.BENCH_BURSTS ?? '200,1000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const crashAfter = setting('BENCH_CRASH_AFTER', 8);
const databases = (process.env.BENCH_LOAD_DATABASES ?? 'pglite,postgres').split(',');

function demoAccount(role: 'admin' | 'cashier') {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`The demo has no ${role}`);
  return account;
}
const demoCashier = demoAccount('cashier');
const adminLogin = { email: demoAccount('admin').email, password: DEMO_PASSWORD };

function missing(): never {
  throw new Error('No counter for this cashier');
}

interface Target {
  label: string;
  env: Record<string, string>;
  open(): Promise<DatabaseConnection>;
  dispose(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'laundry-load-'));
  return {
    label: /^(0|false|no|off)$/i.test(process.env.PGLITE_WORKER?.trim() ?? '')
      ? "PGlite (embedded, in a data folder, on the server's thread: PGLITE_WORKER=0)"
      : 'PGlite (embedded, in a data folder, in its worker thread)',
    env: { DATA_DIR: dataDir },
    open: () => openPglite({ dataDir: join(dataDir, 'pglite') }),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(): Promise<Target | undefined> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`\nPostgreSQL at ${serverUrl} does not answer: skipped.`);
    return undefined;
  }
  const name = `laundry_load_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0];
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'laundry-load-'));
  return {
    label: `PostgreSQL ${version?.server_version ?? ''} (${url.host}, pool of ${POOL_SIZE})`,
    env: {
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'load-bench-secret-0123456789-abcdefghij',
      DATA_DIR: dataDir,
    },
    open: () => openPostgres(url.toString(), POOL_SIZE),
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** /api/health every 100 ms, from a thread of its own, while `work` runs. */
async function withHealthProbe<T>(server: ServerProcess, work: () => Promise<T>) {
  const probe = await startHealthProbe(`${server.url}/api/health`, 100);
  try {
    const result = await work();
    return { result, health: await probe.stop() };
  } catch (error) {
    await probe.stop();
    throw error;
  }
}

/** The cashiers signed in and the demo shop read, ready to run. */
async function prepareCashiers(server: ServerProcess, count: number) {
  const tokens = await Promise.all(
    Array.from({ length: count }, () => signIn(server.url, demoCashier.email, DEMO_PASSWORD)),
  );
  const shop = await readShop(server.url, tokens[0] ?? '');
  return {
    shop,
    run: (duration: number) =>
      runCounterLoad(
        (index) => httpCounter(server.url, tokens[index] ?? '', shop.serviceId),
        shop,
        count,
        duration,
        newKey,
      ),
  };
}

function printLoad(result: LoadResult) {
  printRows(
    ['action', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'statuses'],
    ACTIONS.map((action) => {
      const stats = result.stats.get(action) ?? new ActionStats();
      const summary = stats.summary();
      return [
        action,
        String(summary.count),
        fixed(summary.p50),
        fixed(summary.p95),
        fixed(summary.p99),
        String(stats.errors),
        stats.statusList(),
      ];
    }),
  );
}

const throughput = (result: LoadResult) => result.operations / result.seconds;

async function benchTarget(target: Target) {
  console.log(`\n## ${target.label}: ${cashiers} cashiers for ${seconds} s\n`);
  const server = await startServer(target.env);
  const prepared = await prepareCashiers(server, cashiers);
  const { result, health } = await withHealthProbe(server, () => prepared.run(seconds));
  const load = { result, shop: prepared.shop };
  printLoad(load.result);
  const healthSummary = health.summary();
  console.log(
    `\nAPI: ${load.result.operations} requests in ${load.result.seconds.toFixed(1)} s = ${throughput(load.result).toFixed(0)} req/s; /api/health meanwhile p50 ${fixed(healthSummary.p50)} ms, p99 ${fixed(healthSummary.p99)} ms, max ${fixed(healthSummary.max)} ms (${healthSummary.count} probes).`,
  );

  for (const size of bursts) {
    const burst = await runBurst(server, adminLogin, size);
    const h = burst.health.summary();
    const s = burst.signIn.summary();
    const heavy = burst.heavy.summary();
    console.log(
      `\nBurst of ${size} heavy requests: over in ${burst.seconds.toFixed(1)} s (${burst.heavy.statusList()}; p50 ${fixed(heavy.p50)} ms, max ${fixed(heavy.max)} ms); /api/health p50 ${fixed(h.p50)} / p99 ${fixed(h.p99)} / max ${fixed(h.max)} ms (${h.count} probes); sign-in p50 ${fixed(s.p50)} / max ${fixed(s.max)} ms (${s.count}); server memory ${burst.rssBeforeMb} → peak ${burst.rssPeakMb} → ${burst.rssAfterMb} MB 5 s after.`,
    );
  }
  await server.stop();

  const connection = await target.open();
  console.log(
    `\nExactly once: ${verificationLine(await verifyAcknowledged(connection.db, load.result.acknowledged))}`,
  );
  const configDir = mkdtempSync(join(tmpdir(), 'laundry-load-config-'));
  const config = loadConfig({ DATA_DIR: configDir });
  rmSync(configDir, { recursive: true, force: true });
  const counters = await Promise.all(
    Array.from({ length: cashiers }, () =>
      floorCounter(connection.db, config, demoCashier.email, load.shop.serviceId),
    ),
  );
  // One sequence each first: the floor opens its database cold in this process.
  await runCounterLoad((index) => counters[index] ?? missing(), load.shop, cashiers, 0, newKey);
  const floor = await runCounterLoad(
    (index) => counters[index] ?? missing(),
    load.shop,
    cashiers,
    seconds,
    newKey,
  );
  console.log(
    `\nFloor: the same transactions through the services on the driver, ${cashiers} at once:\n`,
  );
  printLoad(floor);
  const share = (100 * throughput(load.result)) / throughput(floor);
  console.log(
    `\nFloor ${throughput(floor).toFixed(0)} req/s; the API ${throughput(load.result).toFixed(0)} req/s = ${share.toFixed(0)}% of it.`,
  );
  await connection.close();

  if (process.env.BENCH_CRASH !== '0') await crashTarget(target);
}

/**
 * The crash step: cashiers create and pay (each with its Idempotency-Key), the server is killed
 * with SIGKILL in the middle, restarted on the same database, and every acknowledged order and
 * payment is counted: there exactly once.
 */
async function crashTarget(target: Target) {
  let server = await startServer(target.env);
  const crashCashiers = Math.min(cashiers, 16);
  const running = await prepareCashiers(server, crashCashiers);
  const killer = setTimeout(() => void server.stop('SIGKILL'), crashAfter * 1000);
  const crashed = { result: await running.run(crashAfter + 1) };
  clearTimeout(killer);
  await server.stop('SIGKILL');
  const restartedAt = performance.now();
  server = await startServer(target.env);
  const ready = ((performance.now() - restartedAt) / 1000).toFixed(1);
  await server.stop();
  const reopened = await target.open();
  console.log(
    `\nCrash (${target.label}): ${crashCashiers} cashiers, SIGKILL after ${crashAfter} s, ready again in ${ready} s. ${verificationLine(await verifyAcknowledged(reopened.db, crashed.result.acknowledged))}`,
  );
  await reopened.close();
}

/** `pnpm bench:crash` (BENCH_CRASH_ONLY=1): the crash step alone, on each database. */
const crashOnly = process.env.BENCH_CRASH_ONLY === '1';

async function main() {
  console.log(
    `# Counter load (${new Date().toISOString().slice(0, 10)}; ${cashiers} cashiers, ${seconds} s; node ${process.version})`,
  );
  for (const kind of databases) {
    const target = kind.trim() === 'postgres' ? await postgresTarget() : await pgliteTarget();
    if (!target) continue;
    try {
      await (crashOnly ? crashTarget(target) : benchTarget(target));
    } finally {
      await target.dispose();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
