import type { Executor, Transaction } from './client';

/**
 * The one rule for who owns a transaction: the service. Each service write that touches more
 * than one row (or reads, then writes) runs its work through this. Given the database, it opens
 * a transaction; given a caller's transaction (the idempotency wrapper, which must commit its
 * key with the create), it opens a savepoint inside it, so the work is still all-or-nothing and
 * commits only with the caller. Repositories never open transactions: they run on whatever
 * executor they are handed.
 */
export function inTransaction<T>(on: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return (on as Transaction).transaction(work);
}
