import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seeders/users';

/**
 * The demo accounts a database still lets in with the published demo password: a folder started
 * in demo mode keeps them after demo mode is switched off, and then anyone who read the login
 * page's demo box could sign in from the network.
 */
export async function openDemoLogins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
        eq(users.isActive, true),
      ),
    );
  const open: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) open.push(row.email);
  }
  return open;
}

export function openDemoLoginsMessage(emails: string[]): string {
  return [
    `The database still has demo accounts that sign in with the demo password (${emails.join(', ')}),`,
    'and HOST makes the server reachable from the network. Start a real shop on a fresh DATA_DIR',
    '(README: "From the demo to a real shop"), or sign in on this machine and change or deactivate',
    'those accounts, or set DEMO_ON_NETWORK=1 to publish them on purpose.',
  ].join(' ');
}

export const NO_ACCOUNT_MESSAGE =
  'No account exists yet: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create the administrator, or run `laundry setup` on this machine (README: "From the demo to a real shop").';
