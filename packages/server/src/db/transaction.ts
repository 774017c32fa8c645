import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Executor, Transaction } from './client';
import { lostRace } from './errors';

/**
 * The one rule for who owns a transaction: the service. Each service write that touches more
 * than one row (or reads, then writes) runs its work through this. Given the database, it opens
 * a transaction; given a caller's transaction (the idempotency wrapper, which must commit its
 * key with the create), it opens a savepoint inside it, so the work is still all-or-nothing and
 * commits only with the caller. Repositories never open transactions: they run on whatever
 * executor they are handed.
 */
export function inTransaction<T>(
  on: Executor,
  work: (tx: Transaction) => Promise<T>,
  /** Isolation and access mode (a backup's read-only snapshot): for a transaction of its own only. */
  config?: Parameters<Database['transaction']>[1],
): Promise<T> {
  return config
    ? (on as Database).transaction(work, config)
    : (on as Transaction).transaction(work);
}

/** How many times a transaction runs before its lost race reaches the caller (as a 500). */
export const TRANSACTION_ATTEMPTS = 5;

export interface TransactionRetry {
  /** The SQLSTATE it lost with: 40P01 (deadlock) or 40001 (serialization). */
  code: string;
  /** The attempt that lost (1 is the first run). */
  attempt: number;
  /** How long it waits before the next. */
  delayMs: number;
}

/**
 * The database, whose top-level `transaction` runs the work again when PostgreSQL picks it to
 * break a deadlock or a serialization race (issue 24): the loser's work was rolled back whole, and
 * the creates that cost money carry their Idempotency-Key inside the same transaction, so a rerun
 * records once. Savepoints (a transaction's own `transaction`) are not retried: a lost race aborts
 * the whole transaction, so only its owner can run it again. Every other method is the database's.
 */
export function retryingTransactions(
  db: Database,
  onRetry: (retry: TransactionRetry) => void,
): Database {
  const retrying: Database = Object.create(db);
  const transaction: Database['transaction'] = async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(work, config);
      } catch (error) {
        const code = lostRace(error);
        if (!code || attempt >= TRANSACTION_ATTEMPTS) throw error;
        // Spread the losers out, growing, so they do not meet again in the same order.
        const delayMs = Math.round(attempt * (5 + Math.random() * 20));
        onRetry({ code, attempt, delayMs });
        await sleep(delayMs);
      }
    }
  };
  retrying.transaction = transaction;
  return retrying;
}
