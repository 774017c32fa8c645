import { afterAll, expect } from 'vitest';

/**
 * On PostgreSQL a transaction is one connection, which runs one query at a time: node-postgres
 * queues a second one sent meanwhile, with a deprecation warning (pg 9 refuses it). Reads that may
 * run in a transaction go through readTogether (src/db/read-together.ts); this fails the file
 * that sends two at once. Node prints the warning once per process, so the first offence fails.
 */
const MESSAGE = 'already executing a query';
const seen = globalThis as { concurrentQueries?: string[] };
if (!seen.concurrentQueries) {
  const heard: string[] = [];
  seen.concurrentQueries = heard;
  process.on('warning', (warning) => {
    if (warning.message.includes(MESSAGE)) heard.push(warning.message);
  });
}

afterAll(() => {
  expect(seen.concurrentQueries, 'two queries at once on one connection').toEqual([]);
});
