import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The one query of the readiness answer: the cheapest statement the database must answer. */
export function createReadinessRepository(db: Database) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type ReadinessRepository = ReturnType<typeof createReadinessRepository>;
