/**
 * `pnpm bench`: generates 100,000 customers and their orders (1,000,000 on PostgreSQL) into a
 * fresh database, then times through the whole HTTP stack the customer endpoints, the order list,
 * its searches, analytics and the dashboard (beside a bare Fastify route), the reports (beside
 * their SQL), and measures the memory of a 100,000-row export. It prints p50/p95, throughput and
 * the plans of the search queries; it reports figures and never fails on them
 * (docs/benchmarks.md keeps a run).
 *
 * BENCH_DATABASE_URL: a PostgreSQL server to use (default: 127.0.0.1:5432 when it answers, else
 * PGlite). BENCH_CUSTOMERS, BENCH_ORDERS: the data's size. BENCH_KEEP_DATABASE: a PostgreSQL
 * database to generate once and reuse (see database.ts). BENCH_ONLY=<pattern>: only the
 * customer and order scenarios whose name matches that regular expression (`.` for all of
 * them), and nothing else.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_CAMPAIGN, formatCount } from '@laundry/domain';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { type Config, DEFAULT_DATABASE_POOL_SIZE } from '../src/config';
import { createOutboxMailer } from '../src/mail/create-mailer';
import { openBenchDatabase } from './database';
import { explainSearch } from './explain';
import { BENCH_ADMIN, generateData } from './generate';
import { measure, printTable, type Result, type Scenario } from './measure';
import { benchExportMemory, benchOrders, benchReports } from './orders';

const CONCURRENCY = 8;

function benchConfig(): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databasePoolSize: DEFAULT_DATABASE_POOL_SIZE,
    dataDir: '/nonexistent',
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    backupSigningKey: 'bench-backup-signing-key-long-enough-0123456789',
    accessTokenTtlSeconds: 3600,
    demo: false,
    demoOnNetwork: false,
    admin: undefined,
    smtpUrl: undefined,
    mailFrom: 'Laundry <bench@laundry.test>',
    redisUrl: undefined,
    business: {
      name: 'Campus Clean Laundry',
      address: 'Moratuwa',
      phone: '0771234567',
      email: 'bench@laundry.test',
      timeZone: 'Asia/Colombo',
    },
    bank: {
      bankName: 'Bank of Ceylon',
      branch: 'Moratuwa',
      accountName: 'Campus Clean Laundry',
      accountNumber: '0000 1234 5678',
    },
    campaign: DEFAULT_CAMPAIGN,
    webDistDir: '/nonexistent',
    logLevel: 'silent',
    trustProxy: false,
    // A load test is a flood on purpose.
    rateLimits: { perUser: 1_000_000, perAddress: 1_000_000, login: 1_000_000 },
    // It times the reports themselves at 8 and 32 in flight: nothing is shed.
    heavyWork: { overall: 1000, perCaller: 1000 },
  };
}

function count(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

async function main() {
  const database = await openBenchDatabase();
  const { db } = database.connection;
  const onPostgres = database.connection.kind === 'postgres';
  const counts = {
    customers: Math.max(1, count('BENCH_CUSTOMERS', 100_000)),
    // PGlite is one process in WebAssembly: fewer orders keep the run to a few minutes there.
    orders: count('BENCH_ORDERS', onPostgres ? 1_000_000 : 200_000),
  };
  console.log(`Database: ${database.label}`);

  try {
    let started = performance.now();
    if (database.needsData) {
      await generateData(db, counts);
      console.log(
        `Generated ${formatCount(counts.customers)} customers and ${formatCount(counts.orders)} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else {
      console.log('Reused the data already generated in the kept database');
    }

    const app = await buildApp({
      db,
      config: benchConfig(),
      clock: systemClock,
      mailer: createOutboxMailer(db, systemClock),
    });
    // The server as main.ts starts it: answers kept until the next write. `app` above reads the
    // database on every request, which is what the customer scenarios and the reports measure.
    const cachingApp = await buildApp({
      db,
      config: benchConfig(),
      clock: systemClock,
      mailer: createOutboxMailer(db, systemClock),
      watchWrites: database.connection.watchWrites,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: BENCH_ADMIN,
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const sample = await app.inject({ method: 'GET', url: '/api/customers?limit=1', headers });
    const id = sample.json().data.customers[0]._id as string;
    const deepPage = Math.max(1, Math.floor(counts.customers / 10 / 2));

    const scenarios: Scenario[] = [
      { name: 'list, newest first (page 1)', url: '/api/customers' },
      {
        name: `list, page ${formatCount(deepPage)} (offset)`,
        url: `/api/customers?page=${deepPage}`,
      },
      { name: 'list, name A-Z', url: '/api/customers?sortBy=fullName&sortOrder=asc' },
      { name: 'list, highest spending', url: '/api/customers?sortBy=totalSpent&sortOrder=desc' },
      {
        name: 'list, most loyalty points',
        url: '/api/customers?sortBy=loyaltyPoints&sortOrder=desc',
      },
      { name: 'list, students only', url: '/api/customers?isStudent=true' },
      { name: 'list, gold tier', url: '/api/customers?loyaltyTier=gold' },
      { name: 'list, search "kasuni wick"', url: '/api/customers?search=kasuni%20wick' },
      { name: 'list, search "silva" (2.5% match)', url: '/api/customers?search=silva' },
      { name: 'list, search phone "0700012"', url: '/api/customers?search=0700012' },
      { name: 'search q="kasuni fernando"', url: '/api/customers/search?q=kasuni%20fernando' },
      { name: 'search q="sil" (broad)', url: '/api/customers/search?q=sil' },
      { name: 'search q="nethmi.perera1" (e-mail)', url: '/api/customers/search?q=nethmi.perera1' },
      { name: 'search q="IT2112345" (student ID)', url: '/api/customers/search?q=IT2112345' },
      { name: 'search q="ni" (2 letters)', url: '/api/customers/search?q=ni' },
      { name: 'customer by id', url: `/api/customers/${id}` },
      { name: 'customer by phone', url: '/api/customers/phone/0700012345' },
      { name: "customer's orders", url: `/api/customers/${id}/orders` },
      { name: 'customer analytics', url: `/api/customers/${id}/analytics` },
      { name: 'discount info', url: `/api/customers/${id}/discount-info` },
      { name: 'stats, 7 days', url: '/api/customers/stats?timeRange=7', iterations: 20 },
      { name: 'stats, 30 days', url: '/api/customers/stats?timeRange=30', iterations: 20 },
      { name: 'stats, 365 days', url: '/api/customers/stats?timeRange=365', iterations: 20 },
    ];

    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
    started = performance.now();
    const results: Result[] = [];
    for (const scenario of scenarios.filter((s) => !only || only.test(s.name))) {
      results.push(await measure(app, headers, scenario, CONCURRENCY));
    }
    console.log(
      `\nTimed through app.inject (full Fastify stack, no socket) in ${((performance.now() - started) / 1000).toFixed(1)} s:\n`,
    );
    printTable(results, CONCURRENCY);
    if (only) {
      // BENCH_ONLY: the matching customer and order scenarios, nothing else.
      await benchOrders({ app, cachingApp }, headers, only);
      await cachingApp.close();
      await app.close();
      return;
    }

    await explainSearch(db);

    await benchOrders({ app, cachingApp }, headers);
    await cachingApp.close();
    await benchReports(app, db, headers, benchConfig().business.timeZone);
    await benchExportMemory();
    await app.close();
  } finally {
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  // Figures, not a gate: report what went wrong and end normally.
  console.error('The benchmark could not finish:', error);
});
