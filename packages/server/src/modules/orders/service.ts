import {
  addDays,
  type CampaignConfig,
  type CatalogueService,
  type ClothingCategory,
  calendarDate,
  centsToRupees,
  initialOrderStatus,
  lifecycleRefusal,
  normalizeOrderStatus,
  ORDER_ANALYTICS_DEFAULT_DAYS,
  type OrderAnalytics,
  type OrderAnalyticsQuery,
  type OrderListQuery,
  type OrderPayload,
  OrderPricingError,
  type OrderUpdate,
  orderDeleteRefusal,
  orderMessages,
  orderScheduleIssues,
  type PriceType,
  pageInfo,
  paymentStatusOf,
  priceOrder,
  pricingInputFromPayload,
  readyTime,
  SHOP_WEEK,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import type { CustomerRow, NewOrderRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError, RuleViolation } from '../../errors';
import type { CustomerMessages } from '../../messages/customer-messages';
import { type AuditActor, recordAudit } from '../audit';
import {
  findCustomer,
  lockCustomer as lockCustomerRow,
  recalculateCustomerTotals,
} from '../customers';
import { orderInClosedTill } from '../till';
import { loadOrder } from './books';
import { lifecycleOrderOf } from './lifecycle-order';
import { createOrdersRepository } from './repository';
import { createOrderStatsRepository } from './stats-repository';
import { type OrderWithPeople, toOrderSummary } from './to-order';

export interface OrdersServiceDependencies {
  db: Database;
  clock: Clock;
  campaign: CampaignConfig;
  timeZone: string;
  taxRateBasisPoints: number;
  /** Queues a customer message in the caller's transaction (messages/customer-messages.ts). */
  queueMessage?: CustomerMessages['queue'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CUSTOMER_NOT_FOUND = 'Customer not found';

const STALE_MESSAGE =
  'This order was changed by someone else. Reload it to see the changes, then try again.';

/** Orders: create and edit priced by the domain, list, analytics, delete (spec part 2 §7). */
export function createOrdersService(deps: OrdersServiceDependencies) {
  const { db, clock, timeZone, queueMessage } = deps;

  /** A page's rows with their lines, read in one query: the next step depends on them. */
  async function summariesOf(rows: OrderWithPeople[]) {
    const lines = await createOrdersRepository(db).itemsOf(rows.map((row) => row.order.id));
    const byOrder = new Map<string, typeof lines>();
    for (const line of lines) {
      const own = byOrder.get(line.item.orderId);
      if (own) own.push(line);
      else byOrder.set(line.item.orderId, [line]);
    }
    return rows.map((row) => toOrderSummary(row, byOrder.get(row.order.id) ?? []));
  }

  /** The catalogue entries an order names, keyed by id, in the pricing engine's shape. */
  async function loadCatalogue(
    executor: Executor,
    serviceIds: string[],
  ): Promise<Map<string, CatalogueService & { statuses: string[] }>> {
    const ids = [...new Set(serviceIds.filter((id) => UUID.test(id)))];
    const { rows, prices } = await createOrdersRepository(executor).catalogue(ids);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          isActive: row.isActive,
          estimatedMinutes: row.estimatedTime,
          priceType: row.priceType as PriceType,
          basePriceCents: row.basePriceCents,
          statuses: row.statuses,
          clothingPricesCents: Object.fromEntries(
            prices
              .filter((price) => price.serviceId === row.id)
              .map((price) => [price.clothingCategory as ClothingCategory, price.priceCents]),
          ),
        },
      ]),
    );
  }

  /**
   * Prices a payload from the catalogue and the customer (never from the client's figures) and
   * returns the order's money columns and frozen lines. `priorOrders` is what the discount rule
   * counts as the customer's earlier orders.
   */
  async function price(
    executor: Executor,
    payload: OrderPayload,
    customer: CustomerRow,
    priorOrders: number,
    /** When the order was taken: now for a new order. */
    takenAt: Date,
    existing?: {
      extraItems: { name: string; priceCents: number; quantity: number }[];
      paidCents: number;
      pickupDate: Date | null;
      deliveryDate: Date | null;
    },
  ) {
    const catalogue = await loadCatalogue(
      executor,
      payload.items.map((item) => item.serviceId),
    );
    let pricing: ReturnType<typeof priceOrder>;
    try {
      pricing = priceOrder(
        pricingInputFromPayload(payload, existing ?? {}),
        catalogue,
        {
          isStudent: customer.isStudent,
          campusId: customer.campusId,
          institution: customer.institution,
          campaignCode: customer.campaignCode,
          totalOrders: priorOrders,
        },
        { campaign: deps.campaign, taxRateBasisPoints: deps.taxRateBasisPoints },
      );
    } catch (error) {
      if (error instanceof OrderPricingError) throw new BadRequestError(error.message, error.field);
      throw error;
    }
    const pickupDate = payload.pickupRequired ? (payload.pickupDate ?? null) : null;
    const deliveryDate = payload.deliveryRequired ? (payload.deliveryDate ?? null) : null;
    const expectedReadyDate = readyTime(
      {
        takenAt,
        pickupDate,
        services: payload.items.map((item) => ({
          serviceId: item.serviceId,
          estimatedMinutes: catalogue.get(item.serviceId)?.estimatedMinutes,
        })),
        isExpressService: payload.isExpressService,
      },
      SHOP_WEEK,
      timeZone,
    );
    const [issue] = orderScheduleIssues(
      {
        pickupRequired: payload.pickupRequired,
        pickupDate,
        deliveryRequired: payload.deliveryRequired,
        deliveryDate,
      },
      { now: clock(), readyAt: expectedReadyDate, kept: existing },
    );
    if (issue) throw new BadRequestError(issue.message, issue.field);
    const columns = {
      customerId: customer.id,
      subtotalCents: pricing.subtotalCents,
      discountAmountCents: pricing.discountAmountCents,
      discountType: pricing.discount?.type ?? null,
      discountPercentage: pricing.discount ? Math.round(pricing.discount.percentage) : null,
      discountDescription: pricing.discount?.description ?? null,
      discountCode: pricing.discount?.type === 'campaign' ? deps.campaign.campaignCode : null,
      taxAmountCents: pricing.taxAmountCents,
      taxRateBasisPoints: deps.taxRateBasisPoints,
      expressServiceFeeCents: pricing.expressServiceFeeCents,
      extraChargesCents: pricing.extraChargesCents,
      extraItems: pricing.extraItems,
      totalAmountCents: pricing.totalAmountCents,
      paidAmountCents: pricing.paidAmountCents,
      paymentStatus: paymentStatusOf(pricing.totalAmountCents, pricing.paidAmountCents),
      isExpressService: payload.isExpressService,
      pickupRequired: payload.pickupRequired,
      pickupStreet: payload.pickupRequired ? (payload.pickupAddress?.street ?? null) : null,
      pickupCity: payload.pickupRequired ? (payload.pickupAddress?.city ?? null) : null,
      pickupNotes: payload.pickupRequired ? (payload.pickupAddress?.notes ?? null) : null,
      pickupPriceType: payload.pickupPriceType,
      pickupChargesCents: pricing.pickupChargesCents,
      deliveryRequired: payload.deliveryRequired,
      deliveryStreet: payload.deliveryRequired ? (payload.deliveryAddress?.street ?? null) : null,
      deliveryCity: payload.deliveryRequired ? (payload.deliveryAddress?.city ?? null) : null,
      deliveryNotes: payload.deliveryRequired ? (payload.deliveryAddress?.notes ?? null) : null,
      deliveryPriceType: payload.deliveryPriceType,
      deliveryChargesCents: pricing.deliveryChargesCents,
      deliveryDistanceM: Math.round(payload.deliveryDistance * 1000),
      pickupDate: pickupDate ? new Date(pickupDate) : null,
      deliveryDate: deliveryDate ? new Date(deliveryDate) : null,
      expectedReadyDate,
      specialInstructions: payload.specialInstructions || null,
      tags: payload.tags,
    } satisfies Partial<NewOrderRow>;
    const lines = (orderId: string) =>
      pricing.items.map((item, position) => ({
        orderId,
        position,
        serviceId: item.serviceId,
        serviceName: item.serviceName,
        priceType: item.priceType,
        clothingCategory: item.clothingCategory,
        quantity: item.quantity,
        weightGrams: Math.round(item.weight * 1000),
        unitPriceCents: item.unitPriceCents,
        totalPriceCents: item.totalPriceCents,
        notes: item.notes,
      }));
    return { columns, lines };
  }

  async function lockCustomer(executor: Executor, customerId: string) {
    const customer = UUID.test(customerId)
      ? await lockCustomerRow(executor, customerId)
      : undefined;
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND, 'customerId');
    return customer;
  }

  const load = loadOrder;

  return {
    get: (id: string) => load(db, id),

    /** Creates an order inside the caller's transaction (the idempotency wrapper's). */
    async create(tx: Executor, actorId: string, payload: OrderPayload) {
      // Locking the customer serialises their orders: the first-order discount is given once.
      const customer = await lockCustomer(tx, payload.customerId);
      const now = clock();
      const { columns, lines } = await price(tx, payload, customer, customer.totalOrders, now);
      const repository = createOrdersRepository(tx);
      const row = await repository.insertOrder({
        ...columns,
        status: initialOrderStatus(payload),
        orderPhase: 'draft',
        createdBy: actorId,
        createdAt: now,
        updatedAt: now,
      });
      await repository.replaceItems(row.id, lines(row.id));
      await recalculateCustomerTotals(tx, customer.id);
      // The shop's optional "we have your order" message (issue 25); the poller delivers it.
      await queueMessage?.(tx, row.id, 'created');
      return load(tx, row.id);
    },

    /** Replaces an editable order's customer, lines and options; prices it again. */
    async update(id: string, payload: OrderUpdate) {
      return inTransaction(db, async (tx) => {
        const repository = createOrdersRepository(tx);
        const current = await repository.lockById(id);
        if (!current) throw new NotFoundError(orderMessages.notFound);
        const locked = lifecycleRefusal(lifecycleOrderOf(current, []), { type: 'order.edit' });
        if (locked) throw new RuleViolation(locked);
        if (payload.version !== undefined && payload.version !== current.version) {
          throw new ConflictError(STALE_MESSAGE, 'version');
        }
        const customer = await lockCustomer(tx, payload.customerId);
        const prior = await repository.countedOrdersBefore(customer.id, current.createdAt, id);
        const { columns, lines } = await price(tx, payload, customer, prior, current.createdAt, {
          extraItems: current.extraItems,
          paidCents: current.paidAmountCents,
          pickupDate: current.pickupDate,
          deliveryDate: current.deliveryDate,
        });
        const status = normalizeOrderStatus(current.status);
        await repository.updateOrder(id, {
          ...columns,
          // Before any work started, a changed pickup choice sets the first status again; an
          // order already picked up (received) stays received when the pickup choice is kept.
          ...((status === 'pickup' || status === 'received') &&
          payload.pickupRequired !== current.pickupRequired
            ? { status: initialOrderStatus(payload) }
            : {}),
          version: current.version + 1,
          updatedAt: clock(),
        });
        await repository.replaceItems(id, lines(id));
        await recalculateCustomerTotals(tx, customer.id);
        if (current.customerId !== customer.id) {
          await recalculateCustomerTotals(tx, current.customerId);
        }
        return load(tx, id);
      });
    },

    /**
     * Deletes an order with its lines, corrects its customer's totals and writes an audit row, in
     * one transaction. Refused (409, "Refund payment first.") while the order holds money: a
     * delete must never erase money received.
     */
    async remove(id: string, actor: AuditActor) {
      return inTransaction(db, async (tx) => {
        const repository = createOrdersRepository(tx);
        const current = await repository.lockById(id);
        if (!current) throw new NotFoundError(orderMessages.notFound);
        // Money that moved stays on the books, and a closed till's rows stay as it counted them.
        const refusal = orderDeleteRefusal({
          lifecycle: lifecycleOrderOf(current, []),
          hasRefunds: await repository.hasRefunds(id),
          inClosedTill: await orderInClosedTill(tx, id),
        });
        if (refusal) throw new RuleViolation(refusal);
        const removedPayments = await repository.deleteOrder(id);
        await recalculateCustomerTotals(tx, current.customerId);
        await recordAudit(tx, {
          actor,
          entity: 'order',
          entityId: id,
          label: current.orderNumber,
          action: 'delete',
          before: {
            orderNumber: current.orderNumber,
            status: current.status,
            totalAmount: centsToRupees(current.totalAmountCents),
            paidAmount: centsToRupees(current.paidAmountCents),
            payments: removedPayments,
          },
          after: null,
          at: clock(),
        });
        return { removedPayments };
      });
    },

    /**
     * What the list's answer depends on besides the data: its query (the URL) and the business
     * day, since the stats block counts today's orders.
     */
    listCacheKey(url: string) {
      return `orders:${calendarDate(clock(), timeZone)}:${url}`;
    },

    async list(query: OrderListQuery) {
      const today = calendarDate(clock(), timeZone);
      const [{ rows, matching }, stats] = await Promise.all([
        createOrdersRepository(db).page(query),
        createOrderStatsRepository(db, timeZone).listStats(today, addDays(today, 1)),
      ]);
      const total = matching ?? stats.totalOrders;
      return {
        orders: await summariesOf(rows as OrderWithPeople[]),
        pagination: { ...pageInfo(query.page, query.limit, total), totalOrders: total },
        stats: {
          totalOrders: stats.totalOrders,
          pendingOrders: stats.pendingOrders,
          processingOrders: stats.processingOrders,
          readyOrders: stats.readyOrders,
          totalRevenue: centsToRupees(stats.totalRevenueCents),
          averageOrderValue: centsToRupees(stats.averageOrderValueCents),
          todayRevenue: centsToRupees(stats.todayRevenueCents),
          todayOrders: stats.todayOrders,
        },
      };
    },

    /** One customer's orders, newest first. */
    async forCustomer(customerId: string, page: number, limit: number) {
      const customer = UUID.test(customerId) ? await findCustomer(db, customerId) : undefined;
      if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      const { rows, total } = await createOrdersRepository(db).pageOfCustomer(
        customerId,
        page,
        limit,
      );
      return {
        orders: await summariesOf(rows as OrderWithPeople[]),
        pagination: { ...pageInfo(page, limit, total), totalOrders: total },
      };
    },

    /** The Analytics tab: the window's orders, revenue, statuses and days (default 30 days). */
    async analytics(query: OrderAnalyticsQuery): Promise<OrderAnalytics> {
      const today = calendarDate(clock(), timeZone);
      const endDate = query.endDate ?? today;
      const startDate = query.startDate ?? addDays(endDate, 1 - ORDER_ANALYTICS_DEFAULT_DAYS);
      if (addDays(startDate, 366) <= endDate) {
        throw new BadRequestError('The date range can be at most one year', 'startDate');
      }
      const figures = await createOrderStatsRepository(db, timeZone).analytics(
        startDate,
        addDays(endDate, 1),
      );
      return {
        overview: {
          totalOrders: figures.totalOrders,
          totalRevenue: centsToRupees(figures.totalRevenueCents),
          averageOrderValue: centsToRupees(figures.averageOrderValueCents),
          paidOrders: figures.paidOrders,
        },
        ordersByStatus: figures.byStatus.map((row) => ({
          _id: row.status,
          count: row.count,
          totalAmount: centsToRupees(row.cents),
        })),
        dailyStats: figures.daily.map((row) => {
          const [year, month, day] = row.day.split('-').map(Number);
          return {
            _id: { year: year ?? 0, month: month ?? 0, day: day ?? 0 },
            orders: row.orders,
            revenue: centsToRupees(row.cents),
          };
        }),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
