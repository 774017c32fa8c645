import { tillSessions } from '../../src/db/schema';
import type { AccountName, TestContext } from './test-app';

/**
 * Opens a till with no float for each account, straight in the database: tests about orders,
 * payments and refunds take cash, and cash needs an open till (issue 23). The till's own tests
 * open and close through the API.
 */
export async function openTills(
  t: Pick<TestContext, 'db' | 'ids' | 'clock'>,
  names: readonly AccountName[] = ['cashier', 'admin', 'otherAdmin'],
) {
  await t.db
    .insert(tillSessions)
    .values(names.map((name) => ({ openedBy: t.ids[name], openedAt: t.clock(), floatCents: 0 })));
}
