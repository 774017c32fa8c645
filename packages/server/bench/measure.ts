import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** Anything answering `inject` like a Fastify app: the product's, or a bare one. */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface Scenario {
  name: string;
  url: string;
  /** Sequential requests timed for the percentiles. */
  iterations?: number;
}

export interface Result {
  name: string;
  p50: number;
  p95: number;
  requestsPerSecond: number;
  status: number;
}

/** The shortest window the throughput is measured over. */
const MIN_THROUGHPUT_MS = 1000;

let address = 0;
/**
 * Each request from another client address: the API's per-address rate limit is there to stop
 * floods, not to throttle a benchmark that measures the queries behind it.
 */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/**
 * Times a GET through `app.inject` (the whole Fastify stack, no socket): a few warm-up calls,
 * then sequential calls for p50/p95, then `concurrency` in flight for the throughput (the
 * same number of calls, or more to fill a second).
 */
export async function measure(
  app: Injector,
  headers: Record<string, string>,
  scenario: Scenario,
  concurrency: number,
): Promise<Result> {
  const iterations = scenario.iterations ?? 60;
  const call = () =>
    app.inject({ method: 'GET', url: scenario.url, headers, remoteAddress: nextAddress() });

  let status = 0;
  for (let warm = 0; warm < 3; warm += 1) status = (await call()).statusCode;

  const times: number[] = [];
  for (let run = 0; run < iterations; run += 1) {
    const started = performance.now();
    const response = await call();
    times.push(performance.now() - started);
    status = response.statusCode === 200 ? status : response.statusCode;
  }
  times.sort((a, b) => a - b);

  // At least `iterations` requests and at least a second of them: a fast route answers 60
  // requests in a few milliseconds, too short a window for a steady rate.
  // The garbage of the previous scenario is collected now rather than in this one's window
  // (`pnpm bench` runs node with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  let sent = 0;
  const started = performance.now();
  const more = () => sent < iterations || performance.now() - started < MIN_THROUGHPUT_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (more()) {
        sent += 1;
        await call();
        // A turn of the event loop per request, as a socket gives a real server. An answer from
        // memory resolves in microtasks alone: without this the loop never turned for the whole
        // window, the immediates each inject schedules piled up (~10 KB a request) and the
        // embedded database's run ran out of memory.
        await nextTurn();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  return {
    name: scenario.name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requestsPerSecond: sent / seconds,
    status,
  };
}

export function printTable(
  results: Result[],
  concurrency: number,
  extra?: (result: Result) => string,
) {
  const heading = ['scenario', 'p50 ms', 'p95 ms', `req/s (${concurrency} in flight)`];
  if (extra) heading.push('of bare');
  heading.push('status');
  const rows = results.map((result) => [
    result.name,
    result.p50.toFixed(1),
    result.p95.toFixed(1),
    result.requestsPerSecond.toFixed(0),
    ...(extra ? [extra(result)] : []),
    String(result.status),
  ]);
  printRows(heading, rows);
}

/** A Markdown table, the first column left-aligned and the figures right-aligned. */
export function printRows(heading: string[], rows: string[][]) {
  const widths = heading.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  console.log(line(heading));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
