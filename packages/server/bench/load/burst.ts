import { daysBefore } from '@laundry/domain';
import { startHealthProbe } from './health-probe';
import { call, signIn } from './http';
import type { ServerProcess } from './server-process';
import { ActionStats } from './stats';

export interface BurstResult {
  size: number;
  seconds: number;
  heavy: ActionStats;
  health: ActionStats;
  signIn: ActionStats;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
}

/** A year of each report and export, the analytics, and searches too short for an index. */
function heavyUrls(api: string): string[] {
  const end = new Date();
  const start = daysBefore(end, 365);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const range = `startDate=${day(start)}&endDate=${day(end)}`;
  return [
    `${api}/reports/revenue?${range}`,
    `${api}/reports/services?${range}`,
    `${api}/reports/customers?${range}&limit=100`,
    `${api}/reports/export/revenue?${range}`,
    `${api}/orders/analytics?${range}`,
    `${api}/customers/search?q=ni`,
    `${api}/orders?search=ni`,
  ];
}

/**
 * `size` heavy requests at once (spread over a few admin sessions, as several back-office
 * screens would be), while `/api/health` and a sign-in are timed one after the other until the
 * burst is over. Memory is the server process's resident set, before, at its peak, and 5 s after.
 */
export async function runBurst(
  server: ServerProcess,
  admin: { email: string; password: string },
  size: number,
): Promise<BurstResult> {
  const api = `${server.url}/api`;
  const tokens = await Promise.all(
    Array.from({ length: 8 }, () => signIn(server.url, admin.email, admin.password)),
  );
  const urls = heavyUrls(api);
  const heavy = new ActionStats();
  const signInStats = new ActionStats();
  const rssBeforeMb = server.rssMb();
  let rssPeakMb = rssBeforeMb;
  let running = true;
  const started = performance.now();

  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, server.rssMb());
  }, 100);
  const healthProbe = await startHealthProbe(`${api}/health`, 50);
  const probeSignIn = (async () => {
    while (running) {
      const answer = await call(`${api}/auth/login`, { method: 'POST', body: admin });
      signInStats.add(answer.ms, answer.ok, answer.status);
    }
  })();
  await Promise.all(
    Array.from({ length: size }, async (_, index) => {
      const answer = await call(urls[index % urls.length] ?? `${api}/health`, {
        token: tokens[index % tokens.length],
      });
      heavy.add(answer.ms, answer.ok, answer.status);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  running = false;
  const health = await healthProbe.stop();
  await probeSignIn;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return {
    size,
    seconds,
    heavy,
    health,
    signIn: signInStats,
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb: server.rssMb(),
  };
}
