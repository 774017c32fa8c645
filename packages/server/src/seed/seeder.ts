import type { Clock } from '../clock';
import type { Transaction } from '../db/client';

export interface SeedContext {
  /** The transaction the whole seed runs in: all of it lands, or none. */
  db: Transaction;
  clock: Clock;
}

/**
 * One capability's demo data. Each later capability (customers, services, orders…) adds its
 * seeder to the list in seed.ts, after the ones whose rows it refers to.
 */
export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}
