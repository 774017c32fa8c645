import {
  balanceDueCents,
  calendarDate,
  centsToRupees,
  extraItemsCents,
  offeredMoves,
  orderSchema,
  rupeesToCents,
  startOfMonth,
} from '@laundry/domain';
import {
  type BooksModel,
  type BooksOrder,
  type BooksRequest,
  booksAfterConfirm,
  booksAfterCreate,
  booksAfterDelete,
  booksAfterEdit,
  booksAfterMove,
  booksAfterPayment,
  booksAfterRefund,
  booksDisagreements,
  booksOfOrder,
  booksRefundLeftCents,
  booksRefusal,
  booksViolations,
  emptyBooks,
  lifecycleOfBooksOrder,
  modelMovedCents,
  type ObservedBooks,
  type ObservedCustomer,
  type ObservedOrder,
} from '@laundry/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { observedCustomer, observedOrder } from '../helpers/books';
import { movedInSql } from '../helpers/money-moved';
import { seedCatalogue, seedOrderCustomers } from '../helpers/orders';
import { resetDatabase, START, testConfig, useTestApp } from '../helpers/test-app';
import { openTills } from '../helpers/till';
import { refundCalls } from '../refunds/helpers';

/**
 * A model-based test of the books (issue 21, item 6). fast-check draws sequences of commands —
 * create, edit, confirm items, pay (cash or bank, part or whole), refund (part or whole), move
 * status, cancel, delete, a request the rules refuse, a day passing — and runs each against the
 * real server through `app.inject` with real tokens (cashier at the counter, admin for refunds
 * and deletes). Each command runs only when the domain's model of the books allows it (the
 * refused one only when the model refuses it, and then it must get the same 409). After every
 * step the books are read back through the API (and, for revenue, SQL over the rows) and must
 * satisfy the domain's invariants and agree with the model.
 */

const ZONE = testConfig().business.timeZone;
const DAY_MS = 24 * 3_600_000;
/** Bounds that keep a run short: orders alive at once, days the clock moves on. */
const MAX_ORDERS = 5;
const MAX_DAYS = 3;

interface Model {
  books: BooksModel;
  days: number;
}

type Calls = ReturnType<typeof refundCalls>;

interface Shop {
  calls: Calls;
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  customers: string[];
}

type Command = fc.AsyncCommand<Model, Shop>;

/** One line of an order: kilograms of Wash & Dry (per kg) or pieces of Dry Cleaning. */
interface Line {
  service: 'washAndDry' | 'dryCleaning';
  tenthsOfKg: number;
  pieces: number;
}

const lineArbitrary = fc.record({
  service: fc.constantFrom<Line['service']>('washAndDry', 'dryCleaning'),
  tenthsOfKg: fc.integer({ min: 5, max: 60 }),
  pieces: fc.integer({ min: 1, max: 4 }),
});

/** A share of an amount: the whole of it, or a part (at least a cent). */
const shareArbitrary = fc.oneof(fc.constant(1), fc.double({ min: 0.05, max: 0.95, noNaN: true }));
const shareOf = (cents: number, share: number) =>
  share === 1 ? cents : Math.min(cents, Math.max(1, Math.floor(cents * share)));

const address = { street: '5 Lake Rd', city: 'Moratuwa' };

function orderBody(
  shop: Shop,
  customerId: string,
  line: Line,
  options: { pickupRequired: boolean; deliveryRequired: boolean },
) {
  const item =
    line.service === 'washAndDry'
      ? { serviceId: shop.catalogue.washAndDry, weight: line.tenthsOfKg / 10 }
      : { serviceId: shop.catalogue.dryCleaning, quantity: line.pieces };
  return {
    customerId,
    items: [{ ...item, clothingCategory: 'normal_clothes' }],
    pickupRequired: options.pickupRequired,
    ...(options.pickupRequired ? { pickupAddress: address } : {}),
    deliveryRequired: options.deliveryRequired,
    ...(options.deliveryRequired ? { deliveryAddress: address } : {}),
  };
}

/** The same order's options, for an edit. */
const optionsOf = (order: BooksOrder) => ({
  pickupRequired: order.lifecycle.pickupRequired,
  deliveryRequired: order.lifecycle.deliveryRequired ?? false,
});

/** The orders a request may be made on by the model's rules; `pick` chooses one of them. */
function allowedOrders(
  model: Readonly<Model>,
  request: (order: BooksOrder) => BooksRequest | null,
): BooksOrder[] {
  return model.books.orders.filter((order) => {
    const asked = request(order);
    return asked !== null && booksRefusal(model.books, order.id, asked) === null;
  });
}

const picked = <T>(list: readonly T[], pick: number): T => {
  const chosen = list[pick % list.length];
  if (chosen === undefined) throw new Error('nothing to pick from');
  return chosen;
};

describe('the books, model-based (issue 21, item 6)', () => {
  const t = useTestApp({
    // Thousands of requests from the same accounts in a few seconds: not a flood.
    config: { rateLimits: { perUser: 1_000_000, perAddress: 1_000_000, login: 1_000_000 } },
  });
  const calls = refundCalls(t);
  const today = () => calendarDate(t.clock(), ZONE);

  function orderOf(
    response: { statusCode: number; body: string; json(): unknown },
    status: number,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    return orderSchema.parse((response.json() as { data: { order: unknown } }).data.order);
  }

  /** The books as the server answers them: every order, every customer, the revenue figures. */
  async function readBooks(shop: Shop): Promise<ObservedBooks> {
    const list = await calls.as('cashier', { method: 'GET', url: '/api/orders?limit=100' });
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json().data.orders as { _id: string }[]).map((order) => order._id);
    const orders: ObservedOrder[] = [];
    for (const id of ids) orders.push(observedOrder(await calls.load(id)));
    const customers: ObservedCustomer[] = [];
    for (const id of shop.customers) {
      customers.push(await observedCustomer(t.db, (request) => calls.as('cashier', request), id));
    }
    const day = today();
    const dashboard = await calls.as('admin', { method: 'GET', url: '/api/reports/dashboard' });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const { todayRevenue, monthRevenue } = dashboard.json().data.stats;
    const report = await calls.as('admin', {
      method: 'GET',
      url: `/api/reports/revenue?startDate=${day}&endDate=${day}`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const reported = (report.json().data.revenueData as { totalRevenue: number }[]).reduce(
      (sum, row) => sum + rupeesToCents(row.totalRevenue),
      0,
    );
    const movedToday = await movedInSql(t.db, day, day, ZONE);
    return {
      orders,
      customers,
      revenue: [
        {
          label: 'dashboard today',
          reportedCents: rupeesToCents(todayRevenue),
          receivedCents: movedToday,
        },
        {
          label: 'dashboard this month',
          reportedCents: rupeesToCents(monthRevenue),
          receivedCents: await movedInSql(t.db, startOfMonth(day), day, ZONE),
        },
        { label: 'revenue report today', reportedCents: reported, receivedCents: movedToday },
      ],
    };
  }

  /** After every step: the invariants hold, and the server did what the model says. */
  async function expectBooks(model: Model, shop: Shop) {
    const observed = await readBooks(shop);
    expect(booksViolations(observed)).toEqual([]);
    expect(booksDisagreements(model.books, observed)).toEqual([]);
    const day = today();
    // The whole run stays within one month (MAX_DAYS from the 2nd).
    expect([observed.revenue[0]?.receivedCents, observed.revenue[1]?.receivedCents]).toEqual([
      modelMovedCents(model.books, day),
      modelMovedCents(model.books),
    ]);
  }

  class Create implements Command {
    constructor(
      readonly customer: number,
      readonly line: Line,
      readonly pickupRequired: boolean,
      readonly deliveryRequired: boolean,
    ) {}
    check = (model: Readonly<Model>) => model.books.orders.length < MAX_ORDERS;
    async run(model: Model, shop: Shop) {
      const customerId = picked(shop.customers, this.customer);
      const order = orderOf(
        await shop.calls.as('cashier', {
          method: 'POST',
          url: '/api/orders',
          payload: orderBody(shop, customerId, this.line, this),
        }),
        201,
      );
      model.books = booksAfterCreate(model.books, {
        id: order._id,
        customerId,
        totalCents: rupeesToCents(order.totalAmount),
        pickupRequired: this.pickupRequired,
        deliveryRequired: this.deliveryRequired,
        items: order.items,
      });
      await expectBooks(model, shop);
    }
    toString = () =>
      `create(${this.customer}, ${JSON.stringify(this.line)}, pickup ${this.pickupRequired}, delivery ${this.deliveryRequired})`;
  }

  class Edit implements Command {
    constructor(
      readonly pick: number,
      readonly customer: number,
      readonly line: Line,
    ) {}
    targets = (model: Readonly<Model>) => allowedOrders(model, () => ({ type: 'edit' }));
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const target = picked(this.targets(model), this.pick);
      const customerId = picked(shop.customers, this.customer);
      const order = orderOf(
        await shop.calls.as('cashier', {
          method: 'PUT',
          url: `/api/orders/${target.id}`,
          payload: orderBody(shop, customerId, this.line, optionsOf(target)),
        }),
        200,
      );
      model.books = booksAfterEdit(model.books, target.id, {
        customerId,
        totalCents: rupeesToCents(order.totalAmount),
        items: order.items,
      });
      await expectBooks(model, shop);
    }
    toString = () => `edit(${this.pick}, ${this.customer}, ${JSON.stringify(this.line)})`;
  }

  class Confirm implements Command {
    /** `percent` of the estimated weight or pieces: below 100 is a lower total. */
    constructor(
      readonly pick: number,
      readonly percent: number,
    ) {}
    targets = (model: Readonly<Model>) => allowedOrders(model, () => ({ type: 'confirm' }));
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const target = picked(this.targets(model), this.pick);
      const { items } = await shop.calls.load(target.id);
      const scaled = (value: number, step: number, least: number) =>
        Math.max(least, Math.round((value / step) * (this.percent / 100)) * step);
      const order = orderOf(
        await shop.calls.as('cashier', {
          method: 'PUT',
          url: `/api/orders/${target.id}/confirm-items`,
          payload: {
            items: items.map((item) =>
              item.priceType === 'per_kg'
                ? {
                    itemId: item._id,
                    actualQuantity: item.quantity,
                    actualWeight: Math.round(scaled(item.weight, 0.1, 0.1) * 10) / 10,
                  }
                : {
                    itemId: item._id,
                    actualQuantity: scaled(item.quantity, 1, 1),
                    actualWeight: item.weight,
                  },
            ),
          },
        }),
        200,
      );
      model.books = booksAfterConfirm(model.books, target.id, rupeesToCents(order.totalAmount));
      await expectBooks(model, shop);
    }
    toString = () => `confirm(${this.pick}, ${this.percent}%)`;
  }

  /** An extra item added at payment (the test shop charges no tax, so it adds its price). */
  const EXTRA = { name: 'Stain removal', price: 150, quantity: 2 };

  class Pay implements Command {
    constructor(
      readonly pick: number,
      readonly method: 'cash' | 'bank_transfer',
      readonly share: number,
      readonly withExtra: boolean,
    ) {}
    extras = () =>
      this.withExtra ? extraItemsCents([{ ...EXTRA, priceCents: rupeesToCents(EXTRA.price) }]) : 0;
    targets = (model: Readonly<Model>) =>
      allowedOrders(model, () => ({ type: 'pay', amountCents: 1, extrasCents: this.extras() }));
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const target = picked(this.targets(model), this.pick);
      const lifecycle = lifecycleOfBooksOrder(target);
      const extrasCents = this.extras();
      const due = balanceDueCents({ ...lifecycle, totalCents: lifecycle.totalCents + extrasCents });
      const amountCents = shareOf(due, this.share);
      expect(
        booksRefusal(model.books, target.id, { type: 'pay', amountCents, extrasCents }),
      ).toBeNull();
      const order = orderOf(
        await shop.calls.as('cashier', {
          method: 'POST',
          url: `/api/orders/${target.id}/payments`,
          payload: {
            method: this.method,
            amount: centsToRupees(amountCents),
            ...(this.method === 'bank_transfer' ? { transactionId: 'TXN-42-1937' } : {}),
            ...(this.withExtra ? { extraCharges: { items: [EXTRA] } } : {}),
          },
        }),
        201,
      );
      expect(rupeesToCents(order.totalAmount)).toBe(lifecycle.totalCents + extrasCents);
      const known = new Set(target.payments.map((payment) => payment.id));
      const added = order.payments.find((payment) => !known.has(payment._id));
      if (!added) throw new Error('the payment is not on the order');
      model.books = booksAfterPayment(
        model.books,
        target.id,
        { id: added._id, amountCents, day: today() },
        rupeesToCents(order.totalAmount),
      );
      await expectBooks(model, shop);
    }
    toString = () =>
      `pay(${this.pick}, ${this.method}, ${this.share === 1 ? 'whole' : this.share}${this.withExtra ? ', with an extra item' : ''})`;
  }

  class Refund implements Command {
    constructor(
      readonly pick: number,
      readonly payment: number,
      readonly share: number,
    ) {}
    /** Each order with a payment that still has money to give back. */
    targets = (model: Readonly<Model>) =>
      model.books.orders.flatMap((order) =>
        order.payments
          .filter((payment) => booksRefundLeftCents(model.books, order.id, payment.id) > 0)
          .map((payment) => ({ order, payment })),
      );
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const { order, payment } = picked(this.targets(model), this.pick + this.payment);
      const amountCents = shareOf(
        booksRefundLeftCents(model.books, order.id, payment.id),
        this.share,
      );
      const request = { type: 'refund', paymentId: payment.id, amountCents } as const;
      expect(booksRefusal(model.books, order.id, request)).toBeNull();
      const response = await shop.calls.refund({ _id: order.id }, payment.id, {
        amount: centsToRupees(amountCents),
        method: this.share === 1 ? 'cash' : 'bank_transfer',
        reason: 'Model-based test',
      });
      expect(response.statusCode, response.body).toBe(201);
      model.books = booksAfterRefund(model.books, order.id, {
        paymentId: payment.id,
        amountCents,
        day: today(),
      });
      await expectBooks(model, shop);
    }
    toString = () =>
      `refund(${this.pick}, payment ${this.payment}, ${this.share === 1 ? 'whole' : this.share})`;
  }

  class Move implements Command {
    constructor(
      readonly pick: number,
      readonly step: number,
    ) {}
    /** The statuses the Update Status dialog offers, cancel apart (its own command). */
    moves = (order: BooksOrder) =>
      offeredMoves(lifecycleOfBooksOrder(order)).filter((status) => status !== 'cancelled');
    targets = (model: Readonly<Model>) =>
      model.books.orders.filter((order) => this.moves(order).length > 0);
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const target = picked(this.targets(model), this.pick);
      const status = picked(this.moves(target), this.step);
      orderOf(
        await shop.calls.as('cashier', {
          method: 'PATCH',
          url: `/api/orders/${target.id}/status`,
          payload: { status },
        }),
        200,
      );
      model.books = booksAfterMove(model.books, target.id, status);
      await expectBooks(model, shop);
    }
    toString = () => `move(${this.pick}, step ${this.step})`;
  }

  class Cancel implements Command {
    constructor(readonly pick: number) {}
    targets = (model: Readonly<Model>) =>
      allowedOrders(model, (order) =>
        order.lifecycle.status === 'cancelled' ? null : { type: 'move', status: 'cancelled' },
      );
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const target = picked(this.targets(model), this.pick);
      orderOf(
        await shop.calls.as('cashier', {
          method: 'PATCH',
          url: `/api/orders/${target.id}/status`,
          payload: { status: 'cancelled' },
        }),
        200,
      );
      model.books = booksAfterMove(model.books, target.id, 'cancelled');
      await expectBooks(model, shop);
    }
    toString = () => `cancel(${this.pick})`;
  }

  class Delete implements Command {
    constructor(readonly pick: number) {}
    targets = (model: Readonly<Model>) => allowedOrders(model, () => ({ type: 'delete' }));
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const target = picked(this.targets(model), this.pick);
      const response = await shop.calls.as('admin', {
        method: 'DELETE',
        url: `/api/orders/${target.id}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      model.books = booksAfterDelete(model.books, target.id);
      await expectBooks(model, shop);
    }
    toString = () => `delete(${this.pick})`;
  }

  /** What the rules refuse must get 409 with the domain's message, and change nothing. */
  class Refused implements Command {
    constructor(readonly pick: number) {}
    requests = (model: Readonly<Model>, order: BooksOrder): BooksRequest[] =>
      (
        [
          { type: 'move', status: 'cancelled' },
          { type: 'move', status: 'deliver' },
          { type: 'delete' },
          { type: 'edit' },
          { type: 'confirm' },
          { type: 'pay', amountCents: booksOfOrder(order).balanceCents + 1 },
          ...order.payments.map((payment) => ({
            type: 'refund' as const,
            paymentId: payment.id,
            amountCents: booksRefundLeftCents(model.books, order.id, payment.id) + 1,
          })),
        ] satisfies BooksRequest[]
      ).filter((request) => booksRefusal(model.books, order.id, request) !== null);
    targets = (model: Readonly<Model>) =>
      model.books.orders.flatMap((order) =>
        this.requests(model, order).map((request) => ({ order, request })),
      );
    check = (model: Readonly<Model>) => this.targets(model).length > 0;
    async run(model: Model, shop: Shop) {
      const { order, request } = picked(this.targets(model), this.pick);
      const url = `/api/orders/${order.id}`;
      const response = await (() => {
        switch (request.type) {
          case 'move':
            return shop.calls.as('cashier', {
              method: 'PATCH',
              url: `${url}/status`,
              payload: { status: request.status },
            });
          case 'delete':
            return shop.calls.as('admin', { method: 'DELETE', url });
          case 'edit':
            return shop.calls.as('cashier', {
              method: 'PUT',
              url,
              payload: orderBody(
                shop,
                order.customerId,
                { service: 'washAndDry', tenthsOfKg: 20, pieces: 1 },
                optionsOf(order),
              ),
            });
          case 'confirm':
            return shop.calls.as('cashier', {
              method: 'PUT',
              url: `${url}/confirm-items`,
              // A well-formed line: the refusal is the lifecycle's, before the lines are read.
              payload: { items: [{ itemId: order.id, actualQuantity: 1, actualWeight: 1 }] },
            });
          case 'pay':
            return shop.calls.as('cashier', {
              method: 'POST',
              url: `${url}/payments`,
              payload: { method: 'cash', amount: centsToRupees(request.amountCents) },
            });
          case 'refund':
            return shop.calls.refund({ _id: order.id }, request.paymentId, {
              amount: centsToRupees(request.amountCents),
              method: 'cash',
              reason: 'Model-based test',
            });
        }
      })();
      expect(response.statusCode, `${JSON.stringify(request)}: ${response.body}`).toBe(409);
      expect(response.json().message).toBe(booksRefusal(model.books, order.id, request));
      await expectBooks(model, shop);
    }
    toString = () => `refused(${this.pick})`;
  }

  class NextDay implements Command {
    check = (model: Readonly<Model>) => model.days < MAX_DAYS;
    async run(model: Model, shop: Shop) {
      t.clock.advance(DAY_MS);
      model.days += 1;
      await expectBooks(model, shop);
    }
    toString = () => 'next day';
  }

  const pick = fc.nat(1_000);
  const create = fc
    .tuple(pick, lineArbitrary, fc.boolean(), fc.boolean())
    .map(([customer, line, pickup, delivery]) => new Create(customer, line, pickup, delivery));
  const pay = fc
    .tuple(
      pick,
      fc.constantFrom<'cash' | 'bank_transfer'>('cash', 'bank_transfer'),
      shareArbitrary,
      fc.boolean(),
    )
    .map(([order, method, share, extra]) => new Pay(order, method, share, extra));
  const refund = fc
    .tuple(pick, pick, shareArbitrary)
    .map(([order, payment, share]) => new Refund(order, payment, share));
  const move = fc.tuple(pick, pick).map(([order, step]) => new Move(order, step));
  // fast-check draws each entry alike: the commands that need an order, a payment or a status to
  // move to are listed more than once, so that a run of 15 gets past creating its first order.
  const commands = [
    create,
    create,
    create,
    fc
      .tuple(pick, pick, lineArbitrary)
      .map(([order, customer, line]) => new Edit(order, customer, line)),
    fc
      .tuple(pick, fc.integer({ min: 40, max: 150 }))
      .map(([order, percent]) => new Confirm(order, percent)),
    pay,
    pay,
    pay,
    refund,
    refund,
    move,
    move,
    move,
    pick.map((order) => new Cancel(order)),
    pick.map((order) => new Delete(order)),
    pick.map((order) => new Refused(order)),
    pick.map((order) => new Refused(order)),
    fc.constant(new NextDay()),
  ];

  it('keeps the books after every step of create, edit, confirm, pay, refund, move, cancel, delete', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 15, size: 'max' }), async (steps) => {
        const setup = async () => {
          t.clock.set(START);
          t.ids = await resetDatabase(t.db, t.clock);
          calls.signOut();
          const catalogue = await seedCatalogue(t.db);
          const people = await seedOrderCustomers(t.db);
          await openTills(t);
          const customers = [people.regular, people.student, people.newcomer];
          return {
            model: { books: emptyBooks(customers), days: 0 },
            real: { calls, catalogue, customers },
          };
        };
        await fc.asyncModelRun(setup, steps);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
