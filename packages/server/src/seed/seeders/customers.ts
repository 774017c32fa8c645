import { DEFAULT_CAMPAIGN, isCampaignActive, type LoyaltyAction } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { customers, loyaltyHistory, users } from '../../db/schema';
import type { Seeder } from '../seeder';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo-customers';
import { DEMO_ACCOUNTS } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;

interface LoyaltyStep {
  action: LoyaltyAction;
  points: number;
  reason: string;
}

/**
 * How a demo balance was earned, so the loyalty history adds up to it: small balances in one
 * go, larger ones with a welcome bonus, the biggest with a free wash redeemed on the way.
 */
function loyaltySteps(balance: number): LoyaltyStep[] {
  if (balance === 0) return [];
  if (balance < 100) return [{ action: 'add', points: balance, reason: 'Points for first orders' }];
  if (balance < 500) {
    return [
      { action: 'add', points: 10, reason: 'Welcome bonus' },
      { action: 'add', points: balance - 10, reason: 'Points for regular orders' },
    ];
  }
  const earned = balance + 100;
  const half = Math.round(earned / 2);
  return [
    { action: 'add', points: half, reason: 'Points for regular orders' },
    { action: 'subtract', points: 100, reason: 'Redeemed for a free wash & fold' },
    { action: 'add', points: earned - half, reason: 'Points for regular orders' },
  ];
}

/** Joining time: `daysAgo` days back, at a different minute for each customer. */
function joinedAt(customer: DemoCustomer, index: number, now: Date): Date {
  return new Date(now.getTime() - customer.daysAgo * DAY_MS - ((index * 37) % 300) * 60_000);
}

/** The demo customers with their loyalty history, credited to the demo administrator. */
export const customersSeeder: Seeder = {
  name: 'customers',
  async run({ db, clock }) {
    const now = clock();
    const adminEmail = DEMO_ACCOUNTS.find((account) => account.role === 'admin')?.email ?? '';
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, adminEmail));

    for (const [index, demo] of DEMO_CUSTOMERS.entries()) {
      const createdAt = joinedAt(demo, index, now);
      const registeredInCampaign =
        demo.fromLanding && isCampaignActive(DEFAULT_CAMPAIGN, createdAt);
      const [row] = await db
        .insert(customers)
        .values({
          fullName: demo.fullName,
          phoneNumber: demo.phoneNumber,
          email: demo.email ?? null,
          isStudent: demo.student !== undefined,
          campusId: demo.student?.campusId ?? null,
          institution: demo.student?.institution ?? null,
          street: demo.street ?? null,
          city: demo.city ?? null,
          loyaltyPoints: demo.loyaltyPoints,
          campaignCode: registeredInCampaign ? DEFAULT_CAMPAIGN.campaignCode : null,
          source: demo.fromLanding ? 'landing' : 'back-office',
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: customers.id });
      if (!row) throw new Error(`demo customer ${demo.fullName} was not inserted`);

      const steps = loyaltySteps(demo.loyaltyPoints);
      let balance = 0;
      for (const [step, change] of steps.entries()) {
        const pointsBefore = balance;
        balance = change.action === 'add' ? balance + change.points : balance - change.points;
        const at =
          createdAt.getTime() +
          ((step + 1) * (now.getTime() - createdAt.getTime())) / (steps.length + 1);
        await db.insert(loyaltyHistory).values({
          customerId: row.id,
          ...change,
          pointsBefore,
          pointsAfter: balance,
          changedBy: admin?.id ?? null,
          createdAt: new Date(at),
        });
      }
      if (balance !== demo.loyaltyPoints) {
        throw new Error(`loyalty history of ${demo.fullName} does not add up`);
      }
    }
  },
};
