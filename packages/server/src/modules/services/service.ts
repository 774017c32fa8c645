import {
  ANALYTICS_PERIOD_DAYS,
  type AnalyticsPeriod,
  averageCents,
  type BulkUpdateServices,
  type BulkUpdateServicesResult,
  type CalculatePriceInput,
  type ClothingCategory,
  COPY_SUFFIX,
  calculationMeasure,
  centsToRupees,
  copyName,
  dayOf,
  daysBefore,
  fillMonthlyTrend,
  isPriceRangeValid,
  lastMonths,
  MONTHLY_TREND_MONTHS,
  POPULAR_SERVICES_LIMIT,
  PRICE_RANGE_MESSAGE,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  type PriceCalculation,
  pageInfo,
  priceServiceItem,
  rupeesToCents,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  type Service,
  type ServiceAnalytics,
  type ServiceAnalyticsOverview,
  type ServiceInput,
  type ServiceListQuery,
  type ServiceSearchQuery,
  type ServiceStats,
  type ServiceUpdate,
  startOfDay,
  usesCategoryPrices,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { readTogether } from '../../db/read-together';
import type { NewServiceRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { createServicesRepository, type StoredService } from './repository';
import { toPricedService, toService } from './to-service';
import { createServiceUsageRepository } from './usage-repository';

export const SERVICE_NOT_FOUND_MESSAGE = 'Service not found';
export const SERVICE_NAME_TAKEN_MESSAGE = 'A service with this name already exists';
export const STALE_SERVICE_MESSAGE =
  'This service was changed by someone else. Reload it and make your changes again.';
export const DEACTIVATED_INSTEAD_MESSAGE =
  'This service is used by existing orders, so it was deactivated instead of deleted.';

function pricesInCents(
  prices: ServiceInput['clothingPrices'],
): Partial<Record<ClothingCategory, number>> {
  const cents: Partial<Record<ClothingCategory, number>> = {};
  for (const [category, rupees] of Object.entries(prices)) {
    if (typeof rupees === 'number' && rupees > 0)
      cents[category as ClothingCategory] = rupeesToCents(rupees);
  }
  return cents;
}

function columnsOf(input: ServiceInput, now: Date): NewServiceRow {
  return {
    name: input.name,
    description: input.description ?? null,
    priceType: input.priceType,
    basePriceCents: rupeesToCents(input.basePrice),
    statuses: input.statuses,
    estimatedTime: input.estimatedTime,
    icon: input.icon ?? null,
    color: input.color,
    isActive: input.isActive,
    updatedAt: now,
  };
}

/** The prices of a service as the audit log shows them: rupees, one field per category. */
function auditedPrices(service: Pick<StoredService, 'basePriceCents' | 'clothingPricesCents'>) {
  return {
    basePrice: centsToRupees(service.basePriceCents),
    clothingPrices: Object.fromEntries(
      Object.entries(service.clothingPricesCents).map(([category, cents]) => [
        category,
        centsToRupees(cents),
      ]),
    ),
  };
}

/**
 * An audit row for a change of a service's prices (base or per category), in the transaction of
 * the change; a change that left the prices as they were writes none.
 */
function recordPriceChange(
  tx: Executor,
  actor: AuditActor,
  before: StoredService,
  after: StoredService,
  at: Date,
) {
  return recordAudit(tx, {
    actor,
    entity: 'service',
    entityId: after.id,
    label: after.name,
    action: 'price',
    before: auditedPrices(before),
    after: auditedPrices(after),
    at,
  });
}

/** What DELETE /services/{id} did: removed, or kept and deactivated because orders name it. */
export type RemoveOutcome = { deleted: true } | { deleted: false; service: Service };

/**
 * The catalogue. Names are unique (case-insensitive, also under a race: the unique index answers
 * 409 too). A service any order line names is never deleted: delete deactivates it instead.
 * Every write that touches several rows runs in one transaction.
 */
export function createServicesService({
  db,
  clock,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  timeZone: string;
}) {
  const catalogue = createServicesRepository(db);
  const usage = createServiceUsageRepository(db);

  async function existing(id: string): Promise<StoredService> {
    const service = await catalogue.findById(id);
    if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
    return service;
  }

  /** Writes that may hit the unique name index answer 409 on `name`, whoever won the race. */
  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(SERVICE_NAME_TAKEN_MESSAGE, 'name');
      throw error;
    }
  }

  async function stats(): Promise<ServiceStats> {
    const [figures, [top]] = await Promise.all([catalogue.catalogueFigures(), usage.popular(1)]);
    return {
      totalServices: figures.total,
      activeServices: figures.active,
      mostPopular: top ? { name: top.name, orders: top.orderCount } : null,
      avgTime: Math.round(figures.avgActiveTime ?? 0),
    };
  }

  return {
    stats,

    async list(query: ServiceListQuery) {
      if (!isPriceRangeValid(query)) throw new BadRequestError(PRICE_RANGE_MESSAGE, 'minPrice');
      const { minPrice, maxPrice, ...rest } = query;
      const [{ rows, total }, figures] = await Promise.all([
        catalogue.list({
          ...rest,
          minPriceCents: minPrice === undefined ? undefined : rupeesToCents(minPrice),
          maxPriceCents: maxPrice === undefined ? undefined : rupeesToCents(maxPrice),
        }),
        stats(),
      ]);
      return {
        services: rows.map(toService),
        pagination: { ...pageInfo(query.page, query.limit, total), totalServices: total },
        stats: figures,
      };
    },

    async search(query: ServiceSearchQuery) {
      const rows = await catalogue.search(query.q, query.limit, query.activeOnly);
      return { services: rows.map(toService) };
    },

    async get(id: string): Promise<Service> {
      return toService(await existing(id));
    },

    statuses() {
      return {
        statuses: SERVICE_STATUSES.map((value) => ({ value, label: SERVICE_STATUS_LABELS[value] })),
        priceTypes: PRICE_TYPES.map((value) => ({ value, label: PRICE_TYPE_LABELS[value] })),
      };
    },

    async create(input: ServiceInput): Promise<Service> {
      if (await catalogue.nameTaken(input.name)) {
        throw new ConflictError(SERVICE_NAME_TAKEN_MESSAGE, 'name');
      }
      const now = clock();
      const row = await guardName(() =>
        inTransaction(db, (tx) =>
          createServicesRepository(tx).insert(
            { ...columnsOf(input, now), createdAt: now },
            pricesInCents(input.clothingPrices),
          ),
        ),
      );
      return toService(row);
    },

    /**
     * Replaces a service (PUT) if it is still at the version the form was loaded at. A change of
     * its prices is written to the audit log in the same transaction.
     */
    async update(actor: AuditActor, id: string, input: ServiceUpdate): Promise<Service> {
      await existing(id);
      if (await catalogue.nameTaken(input.name, id)) {
        throw new ConflictError(SERVICE_NAME_TAKEN_MESSAGE, 'name');
      }
      const row = await guardName(() =>
        inTransaction(db, async (tx) => {
          const repository = createServicesRepository(tx);
          const before = await repository.lockById(id);
          if (!before) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
          const now = clock();
          const after = await repository.updateAtVersion(
            id,
            input.version,
            columnsOf(input, now),
            pricesInCents(input.clothingPrices),
          );
          if (after) await recordPriceChange(tx, actor, before, after, now);
          return after;
        }),
      );
      // It existed a moment ago: a miss now means another write moved its version on.
      if (!row) throw new ConflictError(STALE_SERVICE_MESSAGE, 'version');
      return toService(row);
    },

    /** Deletes a service, or deactivates it when any order names it. */
    async remove(id: string): Promise<RemoveOutcome> {
      return inTransaction(db, async (tx) => {
        const repository = createServicesRepository(tx);
        const service = await repository.lockById(id);
        if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
        const used = await createServiceUsageRepository(tx).usedIds([id]);
        if (used.size === 0) {
          await repository.deleteMany([id]);
          return { deleted: true } as const;
        }
        await repository.setActive([id], false, clock());
        const kept = await repository.findById(id);
        if (!kept) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
        return { deleted: false, service: toService(kept) } as const;
      });
    },

    async toggleStatus(id: string): Promise<Service> {
      const row = await catalogue.toggleActive(id, clock());
      if (!row) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
      return toService(row);
    },

    /** A copy with every setting of the source and a free name (the given one, or 'Name (Copy)'). */
    async duplicate(id: string, name?: string): Promise<Service> {
      const source = await existing(id);
      // The default copy name (sent by the spec's client, or none) moves on to a free one when
      // taken; a name the admin chose must be free.
      const defaultName = name === undefined || name === `${source.name}${COPY_SUFFIX}`;
      let copy = name ?? '';
      if (defaultName) {
        const taken = await catalogue.namesStartingWith(source.name.slice(0, 20));
        copy = copyName(source.name, (candidate) => taken.has(candidate.toLowerCase()));
      } else if (await catalogue.nameTaken(copy)) {
        throw new ConflictError(SERVICE_NAME_TAKEN_MESSAGE, 'name');
      }
      const now = clock();
      const row = await guardName(() =>
        inTransaction(db, (tx) =>
          createServicesRepository(tx).insert(
            {
              name: copy,
              description: source.description,
              priceType: source.priceType,
              basePriceCents: source.basePriceCents,
              statuses: source.statuses,
              estimatedTime: source.estimatedTime,
              icon: source.icon,
              color: source.color,
              isActive: source.isActive,
              createdAt: now,
              updatedAt: now,
            },
            source.clothingPricesCents,
          ),
        ),
      );
      return toService(row);
    },

    /** One line priced by the domain's rule; rupees out. */
    async calculatePrice(id: string, input: CalculatePriceInput): Promise<PriceCalculation> {
      const service = await existing(id);
      const measured = calculationMeasure(service.priceType, input);
      if (!measured.ok) {
        throw new BadRequestError(measured.message, measured.field);
      }
      const line = priceServiceItem(toPricedService(service), measured.measure);
      return {
        service: { _id: service.id, name: service.name, priceType: service.priceType },
        calculation: {
          unitPrice: centsToRupees(line.unitPriceCents),
          quantity: line.quantity,
          weight: line.weight,
          clothingCategory: line.clothingCategory,
          priceSource: line.priceSource,
          totalPrice: centsToRupees(line.totalPriceCents),
        },
      };
    },

    /**
     * Activate, deactivate, delete or update many services in one transaction: all of them or
     * none (an unknown id refuses the whole request). Deleting keeps, deactivated, the services
     * that orders name.
     */
    async bulkUpdate(
      actor: AuditActor,
      body: BulkUpdateServices,
    ): Promise<BulkUpdateServicesResult> {
      const result = await inTransaction(db, async (tx) => {
        const repository = createServicesRepository(tx);
        const found = await repository.lockExisting(body.serviceIds);
        if (found.length !== body.serviceIds.length) {
          throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE, 'serviceIds');
        }
        const now = clock();
        const counts = { updatedCount: 0, deletedCount: 0, deactivatedInsteadCount: 0 };
        switch (body.action) {
          case 'activate':
          case 'deactivate':
            counts.updatedCount = await repository.setActive(
              body.serviceIds,
              body.action === 'activate',
              now,
            );
            break;
          case 'delete': {
            const used = await createServiceUsageRepository(tx).usedIds(body.serviceIds);
            const free = body.serviceIds.filter((id) => !used.has(id));
            counts.deletedCount = await repository.deleteMany(free);
            counts.deactivatedInsteadCount = await repository.setActive([...used], false, now);
            counts.updatedCount = counts.deletedCount + counts.deactivatedInsteadCount;
            break;
          }
          case 'update': {
            const data = body.updateData ?? {};
            // Each service's prices before, for the audit rows of those whose prices change.
            const before = await readTogether(
              tx,
              body.serviceIds.map((id) => () => repository.findById(id)),
            );
            counts.updatedCount = await repository.updateMany(
              body.serviceIds,
              {
                ...(data.priceType ? { priceType: data.priceType } : {}),
                ...(data.basePrice !== undefined
                  ? { basePriceCents: rupeesToCents(data.basePrice) }
                  : {}),
                ...(data.estimatedTime !== undefined ? { estimatedTime: data.estimatedTime } : {}),
                ...(data.isActive !== undefined ? { isActive: data.isActive } : {}),
              },
              now,
            );
            // A type without categories drops the category prices (decision 010).
            if (data.priceType && !usesCategoryPrices(data.priceType)) {
              await repository.dropCategoryPrices(body.serviceIds);
            }
            for (const old of before) {
              const updated = old && (await repository.findById(old.id));
              if (old && updated) await recordPriceChange(tx, actor, old, updated, now);
            }
            break;
          }
        }
        return counts;
      });
      return { action: body.action, ...result };
    },

    /** The Analytics tab: the catalogue's figures and the top 10 services by orders. */
    async overview(): Promise<ServiceAnalyticsOverview> {
      const [figures, breakdown, popular] = await Promise.all([
        catalogue.catalogueFigures(),
        catalogue.priceTypeBreakdown(),
        usage.popular(POPULAR_SERVICES_LIMIT),
      ]);
      return {
        totalServices: figures.total,
        activeServices: figures.active,
        averagePrice: centsToRupees(figures.avgPriceCents ?? 0),
        averageTime: Math.round(figures.avgTime ?? 0),
        priceTypeBreakdown: breakdown.map((row) => ({
          priceType: row.priceType,
          count: row.count,
          averagePrice: centsToRupees(row.avgPriceCents),
        })),
        popularServices: popular.map((row) => ({
          _id: row.id,
          serviceName: row.name,
          orderCount: row.orderCount,
          totalQuantity: Math.round(row.totalQuantity * 1000) / 1000,
          totalRevenue: centsToRupees(row.totalRevenueCents),
        })),
      };
    },

    /** One service over the period (rolling days up to now) and the last 6 calendar months. */
    async analytics(id: string, period: AnalyticsPeriod): Promise<ServiceAnalytics> {
      await existing(id);
      const now = clock();
      const from = daysBefore(now, ANALYTICS_PERIOD_DAYS[period]);
      const months = lastMonths(now, timeZone, MONTHLY_TREND_MONTHS);
      const first = months[0];
      const trendFrom = first ? startOfDay(dayOf(first.year, first.month, 1), timeZone) : from;
      const [overview, monthly] = await Promise.all([
        usage.overview(id, from),
        usage.monthly(id, trendFrom, timeZone),
      ]);
      const figures = new Map(
        monthly.map((row) => [
          row.month,
          {
            orders: row.orders,
            quantity: Math.round(row.quantity * 1000) / 1000,
            revenue: centsToRupees(row.revenueCents),
          },
        ]),
      );
      return {
        period,
        overview: {
          totalOrders: overview.totalOrders,
          totalQuantity: Math.round(overview.totalQuantity * 1000) / 1000,
          totalRevenue: centsToRupees(overview.totalRevenueCents),
          averageOrderValue: centsToRupees(
            averageCents(overview.totalRevenueCents, overview.totalOrders),
          ),
        },
        monthlyTrend: fillMonthlyTrend(months, figures),
      };
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
