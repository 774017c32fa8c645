import type { ReplaceDataResult } from '@laundry/domain';
import type { Transaction } from '../../db/client';
import { withTotalsRebuiltAfter } from '../../db/kept-totals';
import type { TableInfo } from './catalog';
import { currentSchemaVersion } from './migrations';
import { createAdminRepository } from './repository';

// One restore or demo reset at a time (any constant; the migration and seed locks use others).
const REPLACE_LOCK_ID = 7_240_514;

/**
 * Empties every shop table and lets `fill` write them again, inside the caller's transaction: the
 * whole change lands or none of it. Sign-ins of accounts that exist afterwards (same id) are kept,
 * so the admin who restores stays signed in; the others end. Stored replays are cleared, since
 * they would answer with rows that may no longer exist.
 */
export async function replaceAllData(
  tx: Transaction,
  fill: (tables: TableInfo[]) => Promise<void>,
): Promise<ReplaceDataResult> {
  const admin = createAdminRepository(tx);
  await admin.lock(REPLACE_LOCK_ID);
  const tables = await admin.dataTables();
  await admin.emptyKeepingSessions(tables.map((table) => table.name));

  // The orders and payments come back in bulk: their kept totals are counted once at the end.
  await withTotalsRebuiltAfter(tx, () => fill(tables));

  const sessionsKept = await admin.restoreKeptSessions();
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table.name] = await admin.countRows(table.name);
  return { schema: await currentSchemaVersion(tx), tables: counts, sessionsKept };
}
