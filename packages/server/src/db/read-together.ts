import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type Read = () => PromiseLike<unknown>;

/**
 * Independent reads on `executor`: side by side on the database, where each takes a pooled
 * connection of its own; one after another in a transaction, which is one connection and runs one
 * query at a time (node-postgres queues a second query behind the first today, warning that pg 9
 * refuses it). Repositories run on either, so they read together through this.
 */
export async function readTogether<const Reads extends readonly Read[]>(
  executor: Executor,
  reads: Reads,
): Promise<{ -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> }> {
  type Results = { -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> };
  if (!(executor instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as Results;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
