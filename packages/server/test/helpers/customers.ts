import type { InjectOptions } from 'fastify';
import type { Database } from '../../src/db/client';
import { customers, type NewCustomerRow, type NewOrderRow, orders } from '../../src/db/schema';
import { recalculateCustomerTotals } from '../../src/modules/customers/totals-repository';
import type { AccountName, TestContext } from './test-app';

/** A valid POST /api/customers body; override what the test is about. */
export function customerPayload(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Kasuni Fernando',
    phoneNumber: '0771234567',
    email: 'kasuni@example.lk',
    isStudent: true,
    campusId: 'it 22 10456',
    institution: 'main-campus',
    address: { street: '12 Temple Road', city: 'Katubedda' },
    ...overrides,
  };
}

/** A customers row written straight to the database (for list, stats and order tests). */
export async function insertCustomer(
  db: Database,
  values: Partial<NewCustomerRow> & { fullName: string; phoneNumber: string },
) {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('insert failed');
  return row;
}

let orderCounter = 0;

/**
 * An order row for a customer, with the customer's totals brought up to date the way the orders
 * capability will do it.
 */
export async function insertOrder(
  db: Database,
  values: Partial<NewOrderRow> & { customerId: string },
) {
  orderCounter += 1;
  const [row] = await db
    .insert(orders)
    .values({ orderNumber: `ORD-TEST-${String(orderCounter).padStart(5, '0')}`, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  await recalculateCustomerTotals(db, values.customerId);
  return row;
}

/**
 * `app.inject` as a signed-in account. One sign-in per account and test (the app is new for each
 * test, and signing in hashes a password).
 */
export function asAccount(t: TestContext) {
  const signedIn = new WeakMap<object, Map<AccountName, { authorization: string }>>();
  /** Signs in now (before a snapshot that must not see the new session). */
  async function bearer(account: AccountName) {
    let headers = signedIn.get(t.app);
    if (!headers) {
      headers = new Map();
      signedIn.set(t.app, headers);
    }
    let found = headers.get(account);
    if (!found) {
      found = await t.bearer(account);
      headers.set(account, found);
    }
    return found;
  }
  const as = async (account: AccountName, request: InjectOptions) =>
    t.app.inject({
      ...request,
      headers: { ...(request.headers ?? {}), ...(await bearer(account)) },
    });
  return Object.assign(as, { signIn: bearer });
}
