import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { RuleViolation } from '../../errors';
import { createUsersRepository } from './repository';

export const LAST_ADMIN_MESSAGE =
  'The shop must keep at least one active administrator. Make another account an active administrator first.';

// Any constant will do; it only has to be the same for every server instance.
const ADMIN_CHANGES_LOCK = 7_240_512;

/**
 * Queues every change that could take away an active administrator (role change, deactivation,
 * delete) behind one transaction-scoped advisory lock, so two admins demoting each other at the
 * same moment are judged one after the other and the second sees the first's result. Released
 * when the transaction ends.
 */
export async function lockAdminChanges(tx: Executor): Promise<void> {
  await createUsersRepository(tx).lockAccountChanges(ADMIN_CHANGES_LOCK);
}

/** Whether the account is one of those that keep the shop administered. */
export function isActiveAdmin(user: Pick<UserRow, 'role' | 'isActive'>): boolean {
  return user.role === 'admin' && user.isActive;
}

/**
 * Refuses (409, rolling the transaction back) when the change left no active administrator.
 * Call it after the change, inside the transaction that holds `lockAdminChanges`.
 */
export async function assertAnActiveAdminRemains(tx: Executor): Promise<void> {
  const remaining = await createUsersRepository(tx).countActiveAdmins();
  if (remaining === 0) throw new RuleViolation(LAST_ADMIN_MESSAGE);
}
