import type { Role } from '@laundry/domain';
import { users } from '../../db/schema';
import { hashPassword } from '../../passwords';
import type { Seeder } from '../seeder';

/** The shared password of the demo accounts, shown in the login page's demo box. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: ReadonlyArray<{
  role: Role;
  email: string;
  name: string;
  phoneNumber: string;
}> = [
  { role: 'admin', email: 'admin@laundry.test', name: 'Shop Owner', phoneNumber: '0771234567' },
  {
    role: 'cashier',
    email: 'cashier@laundry.test',
    name: 'Nimali Perera',
    phoneNumber: '0712345678',
  },
];

/** The demo staff accounts: one administrator and one cashier. */
export const usersSeeder: Seeder = {
  name: 'users',
  async run({ db, clock }) {
    const now = clock();
    const rows = await Promise.all(
      DEMO_ACCOUNTS.map(async (account) => ({
        ...account,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isActive: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(users).values(rows);
  },
};
