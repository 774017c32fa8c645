import {
  type OrderListQuery,
  type OrderSortField,
  type OrderStatus,
  type OrderStatusFilter,
  orderStatuses,
  statusesInBucket,
} from '@laundry/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countedOrder } from '../../db/counted-orders';
import { containsPattern } from '../../db/like';
import { owingOrder } from '../../db/owing-orders';
import { readTogether } from '../../db/read-together';
import {
  customers,
  type NewOrderItemRow,
  type NewOrderRow,
  orderItems,
  orders,
  payments,
  refunds,
  serviceClothingPrices,
  services,
  users,
} from '../../db/schema';
import { customerSearchCondition } from '../customers';

/** The list's sorts on indexed columns; the creation time and id keep pages stable. */
const sortColumns: Record<OrderSortField, SQLWrapper> = {
  createdAt: orders.createdAt,
  totalAmount: orders.totalAmountCents,
  pickupRequired: orders.pickupRequired,
  deliveryRequired: orders.deliveryRequired,
};

/** 'ORD-…' is an order number, never a customer's name, phone or e-mail. */
const ORDER_NUMBER_PREFIX = /^ord-?/i;

/**
 * Order number, customer name or phone containing the text. The number arm uses the order
 * number's trigram index; the customer arms find the few matching customers through theirs and
 * then their orders through (customer_id, created_at). Digits may belong to either, so both arms
 * run and their order ids are united: one OR over the two would scan every order (3 s at a
 * million orders; docs/benchmarks.md).
 */
export function orderSearchCondition(text: string): SQL {
  const byCustomer = inArray(
    orders.customerId,
    sql`(select ${customers.id} from ${customers} where ${customerSearchCondition(text)})`,
  );
  if (!/\d/.test(text)) return byCustomer;
  const byNumber = ilike(orders.orderNumber, containsPattern(text));
  if (ORDER_NUMBER_PREFIX.test(text)) return byNumber;
  return inArray(
    orders.id,
    sql`(select ${orders.id} from ${orders} where ${byNumber} union all select ${orders.id} from ${orders} where ${byCustomer})`,
  );
}

/** The Status filter: one canonical status, or every status of a bucket. */
export function statusCondition(filter: OrderStatusFilter): SQL {
  if ((orderStatuses as readonly string[]).includes(filter))
    return eq(orders.status, filter as OrderStatus);
  return inArray(orders.status, statusesInBucket(filter as 'pending'));
}

export function orderListConditions(query: OrderListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(orderSearchCondition(query.search));
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.paymentStatus === 'paid') conditions.push(eq(orders.paymentStatus, 'paid'));
  if (query.paymentStatus === 'partial') conditions.push(eq(orders.paymentStatus, 'partial'));
  // Unpaid-Partial: the orders that owe money, so never a cancelled one (it owes nothing).
  if (query.paymentStatus === 'unpaid') {
    conditions.push(inArray(orders.paymentStatus, ['unpaid', 'partial']), owingOrder);
  }
  if (query.serviceStatus === 'pickup') conditions.push(eq(orders.pickupRequired, true));
  if (query.serviceStatus === 'delivery') conditions.push(eq(orders.deliveryRequired, true));
  if (query.serviceStatus === 'express') conditions.push(eq(orders.isExpressService, true));
  if (query.serviceStatus === 'self_service') {
    conditions.push(eq(orders.pickupRequired, false), eq(orders.deliveryRequired, false));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The columns every order answer needs, with its customer and creator joined. */
const orderColumns = {
  order: orders,
  customer: {
    id: customers.id,
    fullName: customers.fullName,
    phoneNumber: customers.phoneNumber,
    email: customers.email,
    isStudent: customers.isStudent,
    loyaltyPoints: customers.loyaltyPoints,
    totalOrders: customers.totalOrders,
    street: customers.street,
    city: customers.city,
  },
  creator: { name: users.name, email: users.email },
};

/** Queries on orders, their lines and payments; nothing else. */
export function createOrdersRepository(db: Executor) {
  function selectOrders() {
    return db
      .select(orderColumns)
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(users, eq(users.id, orders.createdBy));
  }

  return {
    selectOrders,

    /**
     * One page of the list and, when a filter narrows it, how many orders match (`null` when
     * nothing filters: every order matches, and the stats block already counts them).
     */
    async page(query: OrderListQuery) {
      const where = orderListConditions(query);
      const direction = query.sortOrder === 'asc' ? asc : desc;
      const column = sortColumns[query.sortBy];
      const order =
        query.sortBy === 'createdAt'
          ? [direction(orders.createdAt), direction(orders.id)]
          : [direction(column), desc(orders.createdAt), desc(orders.id)];
      // The page's ids first, from the orders alone (an index-only walk for the default sort),
      // then the joins for those few: a deep page no longer drags every skipped row's customer
      // and creator through the join.
      const pageIds = db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [rows, counted] = await Promise.all([
        selectOrders()
          .where(inArray(orders.id, pageIds))
          .orderBy(...order),
        where ? db.select({ total: count() }).from(orders).where(where) : null,
      ]);
      return { rows, matching: counted ? Number(counted[0]?.total ?? 0) : null };
    },

    /** One page of a customer's orders, newest first, and how many they have. */
    async pageOfCustomer(customerId: string, page: number, limit: number) {
      const where = eq(orders.customerId, customerId);
      const [rows, total] = await Promise.all([
        selectOrders()
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.$count(orders, where),
      ]);
      return { rows, total };
    },

    async findById(id: string) {
      const [row] = await selectOrders().where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The order row locked until the transaction ends (edit, delete, payment). */
    async lockById(id: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
      return row;
    },

    /** The lines of orders, with each service's current process steps. */
    async itemsOf(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({ item: orderItems, statuses: services.statuses })
        .from(orderItems)
        .innerJoin(services, eq(services.id, orderItems.serviceId))
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id));
    },

    async paymentsOf(orderId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt));
    },

    /** The order's payments and refunds as the books read them. */
    async ledgerOf(orderId: string) {
      // One after the other: inside a transaction both go through one connection.
      const orderPayments = await db
        .select({ amountCents: payments.amountCents, status: payments.status })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      const orderRefunds = await db
        .select({ amountCents: refunds.amountCents })
        .from(refunds)
        .where(eq(refunds.orderId, orderId));
      return { payments: orderPayments, refunds: orderRefunds };
    },

    /** An order's refunds, oldest first, with the name of who made each. */
    async refundsOf(orderId: string) {
      return db
        .select({ refund: refunds, refundedBy: users.name })
        .from(refunds)
        .leftJoin(users, eq(users.id, refunds.createdBy))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.refundedAt), asc(refunds.id));
    },

    async hasRefunds(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .limit(1);
      return row !== undefined;
    },

    /** The services an order names, with their category prices, for the pricing engine. */
    async catalogue(serviceIds: string[]) {
      if (serviceIds.length === 0) return { rows: [], prices: [] };
      const [rows, prices] = await readTogether(db, [
        () => db.select().from(services).where(inArray(services.id, serviceIds)),
        () =>
          db
            .select()
            .from(serviceClothingPrices)
            .where(inArray(serviceClothingPrices.serviceId, serviceIds)),
      ]);
      return { rows, prices };
    },

    async insertOrder(values: NewOrderRow) {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('insert into orders returned no row');
      return row;
    },

    async updateOrder(id: string, values: Partial<NewOrderRow>) {
      await db.update(orders).set(values).where(eq(orders.id, id));
    },

    /** One line's actual amounts (confirm items). */
    async updateItem(
      itemId: string,
      values: Pick<NewOrderItemRow, 'quantity' | 'weightGrams' | 'totalPriceCents'>,
    ) {
      await db.update(orderItems).set(values).where(eq(orderItems.id, itemId));
    },

    async replaceItems(orderId: string, items: NewOrderItemRow[]) {
      await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
      if (items.length > 0) await db.insert(orderItems).values(items);
    },

    /** Deletes an order with its payments and lines; returns how many payments went. */
    async deleteOrder(orderId: string): Promise<number> {
      const removed = await db
        .delete(payments)
        .where(eq(payments.orderId, orderId))
        .returning({ id: payments.id });
      await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
      await db.delete(orders).where(eq(orders.id, orderId));
      return removed.length;
    },

    /** Orders of the customer counted before `before` (the first-order discount of an edit). */
    async countedOrdersBefore(customerId: string, before: Date, exceptId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            countedOrder,
            sql`${orders.createdAt} < ${before}`,
            sql`${orders.id} <> ${exceptId}`,
          ),
        );
      return row?.total ?? 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

export type RefundWithActor = Awaited<ReturnType<OrdersRepository['refundsOf']>>[number];
