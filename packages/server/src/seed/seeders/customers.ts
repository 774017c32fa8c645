import {
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_CAMPAIGN,
  daysBefore,
  isCampaignActive,
  type LoyaltyAction,
} from '@laundry/domain';
import { eq } from 'drizzle-orm';
import { customers, loyaltyHistory, users } from '../../db/schema';
import type { Seeder } from '../seeder';
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo-customers';
import { DEMO_ACCOUNTS } from './users';

interface LoyaltyStep {
  action: LoyaltyAction;
  points: number;
  reason: string;
}

/** Given once, for registering on the landing page. */
export const WELCOME_BONUS_POINTS = 10;
/** Given for each friend who came in on the customer's word. */
export const REFERRAL_BONUS_POINTS = 25;

/**
 * How a demo customer's points were given. The demo has no orders yet (the orders work adds them,
 * with the totals and the points they earn), and a customer with 0 orders and LKR 0 spent cannot
 * have earned points for orders: so the only points are bonuses that need no order, a welcome
 * bonus for a landing registration and a referral bonus per friend, which keeps every demo
 * customer at a modest Bronze balance that agrees with totalOrders 0 and totalSpent 0.
 */
export function loyaltySteps(demo: Pick<DemoCustomer, 'fromLanding' | 'referrals'>): LoyaltyStep[] {
  const welcome: LoyaltyStep[] = demo.fromLanding
    ? [
        {
          action: 'add',
          points: WELCOME_BONUS_POINTS,
          reason: 'Welcome bonus for registering online',
        },
      ]
    : [];
  const referrals = Array.from(
    { length: demo.referrals },
    (): LoyaltyStep => ({
      action: 'add',
      points: REFERRAL_BONUS_POINTS,
      reason: 'Referral bonus for bringing a friend',
    }),
  );
  return [...welcome, ...referrals];
}

/** Joining time: `daysAgo` days back, at a different minute for each customer. */
function joinedAt(customer: DemoCustomer, index: number, now: Date): Date {
  return new Date(daysBefore(now, customer.daysAgo).getTime() - ((index * 37) % 300) * 60_000);
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
      const steps = loyaltySteps(demo);
      const registeredInCampaign =
        demo.fromLanding &&
        isCampaignActive(DEFAULT_CAMPAIGN, createdAt, DEFAULT_BUSINESS_TIME_ZONE);
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
          loyaltyPoints: steps.reduce((sum, step) => sum + step.points, 0),
          totalOrders: 0,
          totalSpentCents: 0,
          campaignCode: registeredInCampaign ? DEFAULT_CAMPAIGN.campaignCode : null,
          source: demo.fromLanding ? 'landing' : 'back-office',
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: customers.id, loyaltyPoints: customers.loyaltyPoints });
      if (!row) throw new Error(`demo customer ${demo.fullName} was not inserted`);

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
      if (balance !== row.loyaltyPoints) {
        throw new Error(`loyalty history of ${demo.fullName} does not add up`);
      }
    }
  },
};
