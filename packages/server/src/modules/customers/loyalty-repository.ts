import type { Executor } from '../../db/client';
import { type LoyaltyHistoryRow, loyaltyHistory } from '../../db/schema';

/** Appends to the loyalty history; rows are never changed afterwards. */
export function createLoyaltyHistoryRepository(db: Executor) {
  return {
    async record(values: typeof loyaltyHistory.$inferInsert): Promise<LoyaltyHistoryRow> {
      const [row] = await db.insert(loyaltyHistory).values(values).returning();
      if (!row) throw new Error('insert into loyalty_history returned no row');
      return row;
    },
  };
}
