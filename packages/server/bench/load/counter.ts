import { rupeesToCents } from '@laundry/domain';
import { ActionStats } from './stats';

export const ACTIONS = [
  'order list',
  'customer search',
  'create order',
  'pay',
  'move status',
  'dashboard',
] as const;
export type Action = (typeof ACTIONS)[number];

/** An action's outcome: whether it succeeded, its status, and what it acknowledged. */
export interface Outcome<T = undefined> {
  ok: boolean;
  status: number;
  value?: T;
}

/**
 * The counter's sequence, as one cashier does it: the order list, a customer search, a new order
 * (with its Idempotency-Key as a marker), its payment, a status move, the dashboard. Run through
 * HTTP (the API) or straight through the services on the driver (the floor).
 */
export interface Counter {
  orderList(): Promise<Outcome>;
  customerSearch(text: string): Promise<Outcome>;
  createOrder(key: string, customerId: string): Promise<Outcome<{ id: string; total: number }>>;
  pay(key: string, orderId: string, amount: number): Promise<Outcome>;
  moveStatus(orderId: string): Promise<Outcome>;
  dashboard(): Promise<Outcome>;
}

/** What the writes acknowledged: the orders (by marker) and the payments (order, amount). */
export interface Acknowledged {
  orders: Map<string, string>;
  payments: Map<string, number>;
  /** Every create's key, answered or not. */
  attempted: Set<string>;
}

export interface LoadResult {
  stats: Map<Action, ActionStats>;
  acknowledged: Acknowledged;
  seconds: number;
  operations: number;
}

export interface Shop {
  customers: { id: string; name: string }[];
}

/**
 * `cashiers` loops of the counter's sequence for `seconds` (at least one each); a loop finishes
 * its sequence before stopping, so every acknowledged write is counted.
 */
export async function runCounterLoad(
  counterFor: (cashier: number) => Counter,
  shop: Shop,
  cashiers: number,
  seconds: number,
  newKey: () => string,
): Promise<LoadResult> {
  const stats = new Map(ACTIONS.map((action) => [action, new ActionStats()] as const));
  const acknowledged: Acknowledged = {
    orders: new Map(),
    payments: new Map(),
    attempted: new Set(),
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  let operations = 0;

  async function timed<T>(action: Action, run: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const begun = performance.now();
    const outcome = await run().catch(() => ({ ok: false, status: 0 }) as Outcome<T>);
    stats.get(action)?.add(performance.now() - begun, outcome.ok, outcome.status);
    operations += 1;
    return outcome;
  }

  async function cashier(index: number) {
    const counter = counterFor(index);
    let turn = index;
    do {
      turn += 1;
      const customer = shop.customers[turn % shop.customers.length];
      if (!customer) throw new Error('The shop has no customers');
      await timed('order list', () => counter.orderList());
      await timed('customer search', () => counter.customerSearch(customer.name.slice(0, 4)));
      const key = newKey();
      acknowledged.attempted.add(key);
      const created = await timed('create order', () => counter.createOrder(key, customer.id));
      if (created.ok && created.value) {
        acknowledged.orders.set(key, created.value.id);
        const { id, total } = created.value;
        const paid = await timed('pay', () => counter.pay(newKey(), id, total));
        if (paid.ok) acknowledged.payments.set(id, rupeesToCents(total));
        await timed('move status', () => counter.moveStatus(id));
      }
      await timed('dashboard', () => counter.dashboard());
    } while (performance.now() < until);
  }

  await Promise.all(Array.from({ length: cashiers }, (_, index) => cashier(index)));
  return {
    stats,
    acknowledged,
    seconds: (performance.now() - started) / 1000,
    operations,
  };
}
