import type { ReplaceDataResult } from '@laundry/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { withTotalsRebuiltAfter } from '../../db/kept-totals';
import { rowsOf } from '../../db/rows';
import { dataTables, REPLAYS_TABLE, SESSIONS_TABLE, type TableInfo } from './catalog';
import { currentSchemaVersion } from './migrations';

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
  await tx.execute(sql`select pg_advisory_xact_lock(${REPLACE_LOCK_ID})`);
  const tables = await dataTables(tx);
  const sessions = sql.identifier(SESSIONS_TABLE);
  await tx.execute(
    sql`create temporary table kept_sessions on commit drop as select * from ${sessions}`,
  );
  const emptied = [...tables.map((table) => table.name), SESSIONS_TABLE, REPLAYS_TABLE];
  await tx.execute(
    sql`truncate table ${sql.join(
      emptied.map((name) => sql.identifier(name)),
      sql`, `,
    )} restart identity cascade`,
  );

  // The orders and payments come back in bulk: their kept totals are counted once at the end.
  await withTotalsRebuiltAfter(tx, () => fill(tables));

  const kept = rowsOf<{ user_id: string }>(
    await tx.execute(sql`
      insert into ${sessions}
      select k.* from kept_sessions k where exists (select 1 from users u where u.id = k.user_id)
      returning user_id`),
  );
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ count: number }>(
      await tx.execute(sql`select count(*)::int as count from ${sql.identifier(table.name)}`),
    );
    counts[table.name] = row?.count ?? 0;
  }
  return { schema: await currentSchemaVersion(tx), tables: counts, sessionsKept: kept.length };
}
