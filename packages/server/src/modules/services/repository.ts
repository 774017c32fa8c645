import {
  CLOTHING_CATEGORIES,
  type ClothingCategory,
  type PriceType,
  type ServiceListQuery,
} from '@laundry/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, escapeLike } from '../../db/like';
import {
  type NewServiceRow,
  type ServiceRow,
  serviceClothingPrices,
  services,
} from '../../db/schema';

/** A service row with its category prices in cents. */
export interface StoredService extends ServiceRow {
  clothingPricesCents: Partial<Record<ClothingCategory, number>>;
}

/** The list query in cents. */
export type ServiceListFilter = Omit<ServiceListQuery, 'minPrice' | 'maxPrice'> & {
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
};

const sortColumns = {
  name: sql`lower(${services.name})`,
  basePrice: services.basePriceCents,
  createdAt: services.createdAt,
} as const;

function isCategory(value: string): value is ClothingCategory {
  return (CLOTHING_CATEGORIES as readonly string[]).includes(value);
}

/** Queries on services and their category prices; nothing else. */
export function createServicesRepository(db: Executor) {
  async function pricesOf(ids: string[]) {
    const byService = new Map<string, Partial<Record<ClothingCategory, number>>>();
    if (ids.length === 0) return byService;
    const rows = await db
      .select()
      .from(serviceClothingPrices)
      .where(inArray(serviceClothingPrices.serviceId, ids));
    for (const row of rows) {
      if (!isCategory(row.clothingCategory)) continue;
      const prices = byService.get(row.serviceId) ?? {};
      prices[row.clothingCategory] = row.priceCents;
      byService.set(row.serviceId, prices);
    }
    return byService;
  }

  async function withPrices(rows: ServiceRow[]): Promise<StoredService[]> {
    const prices = await pricesOf(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, clothingPricesCents: prices.get(row.id) ?? {} }));
  }

  return {
    async findById(id: string): Promise<StoredService | undefined> {
      const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
      return row ? (await withPrices([row]))[0] : undefined;
    },

    /** The row locked until the transaction ends, for read-modify-write. */
    async lockById(id: string): Promise<StoredService | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(eq(services.id, id))
        .limit(1)
        .for('update');
      return row ? (await withPrices([row]))[0] : undefined;
    },

    /** The ids among `ids` that exist, locked until the transaction ends. */
    async lockExisting(ids: string[]): Promise<ServiceRow[]> {
      return db
        .select()
        .from(services)
        .where(inArray(services.id, ids))
        .orderBy(asc(services.id))
        .for('update');
    },

    /** Whether another service (not `exceptId`) already has this name, whatever its case. */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const same = eq(sql`lower(${services.name})`, name.toLowerCase());
      const [row] = await db
        .select({ id: services.id })
        .from(services)
        .where(exceptId ? and(same, ne(services.id, exceptId)) : same)
        .limit(1);
      return row !== undefined;
    },

    /** Lower-cased names starting with `prefix` (for finding a free copy name). */
    async namesStartingWith(prefix: string): Promise<Set<string>> {
      const rows = await db
        .select({ name: services.name })
        .from(services)
        .where(ilike(services.name, `${escapeLike(prefix)}%`));
      return new Set(rows.map((row) => row.name.toLowerCase()));
    },

    async insert(
      values: NewServiceRow,
      pricesCents: Partial<Record<ClothingCategory, number>>,
    ): Promise<StoredService> {
      const [row] = await db.insert(services).values(values).returning();
      if (!row) throw new Error('insert into services returned no row');
      await replacePrices(db, row.id, pricesCents);
      return { ...row, clothingPricesCents: pricesCents };
    },

    /** Writes the fields and the prices only if the row is still at `version`; bumps it. */
    async updateAtVersion(
      id: string,
      version: number,
      values: Partial<NewServiceRow>,
      pricesCents: Partial<Record<ClothingCategory, number>>,
    ): Promise<StoredService | undefined> {
      const [row] = await db
        .update(services)
        .set({ ...values, version: sql`${services.version} + 1` })
        .where(and(eq(services.id, id), eq(services.version, version)))
        .returning();
      if (!row) return undefined;
      await replacePrices(db, id, pricesCents);
      return { ...row, clothingPricesCents: pricesCents };
    },

    async setActive(ids: string[], isActive: boolean, at: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(services)
        .set({ isActive, updatedAt: at, version: sql`${services.version} + 1` })
        .where(inArray(services.id, ids))
        .returning({ id: services.id });
      return rows.length;
    },

    /** Flips `isActive` in one statement, so two toggles at once cannot both read the old value. */
    async toggleActive(id: string, at: Date): Promise<StoredService | undefined> {
      const [row] = await db
        .update(services)
        .set({
          isActive: sql`not ${services.isActive}`,
          updatedAt: at,
          version: sql`${services.version} + 1`,
        })
        .where(eq(services.id, id))
        .returning();
      return row ? (await withPrices([row]))[0] : undefined;
    },

    /** Bulk update of the fields the dialog offers. */
    async updateMany(
      ids: string[],
      values: Partial<
        Pick<NewServiceRow, 'priceType' | 'basePriceCents' | 'estimatedTime' | 'isActive'>
      >,
      at: Date,
    ): Promise<number> {
      const rows = await db
        .update(services)
        .set({ ...values, updatedAt: at, version: sql`${services.version} + 1` })
        .where(inArray(services.id, ids))
        .returning({ id: services.id });
      return rows.length;
    },

    /** Removes every category price of these services. */
    async dropCategoryPrices(ids: string[]): Promise<void> {
      await db.delete(serviceClothingPrices).where(inArray(serviceClothingPrices.serviceId, ids));
    },

    async deleteMany(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(services)
        .where(inArray(services.id, ids))
        .returning({ id: services.id });
      return rows.length;
    },

    /** One page of services plus the number of matches, filtered, sorted and paged in SQL. */
    async list(query: ServiceListFilter): Promise<{ rows: StoredService[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          sql`(${ilike(services.name, pattern)} or ${ilike(services.description, pattern)})`,
        );
      }
      if (query.status === 'active') conditions.push(eq(services.isActive, true));
      if (query.status === 'inactive') conditions.push(eq(services.isActive, false));
      if (query.isActive !== undefined) conditions.push(eq(services.isActive, query.isActive));
      if (query.priceType) conditions.push(eq(services.priceType, query.priceType));
      if (query.minPriceCents !== undefined) {
        conditions.push(gte(services.basePriceCents, query.minPriceCents));
      }
      if (query.maxPriceCents !== undefined) {
        conditions.push(lte(services.basePriceCents, query.maxPriceCents));
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const column = sortColumns[query.sortBy];
      const order = query.sortOrder === 'asc' ? sql`${column} asc` : sql`${column} desc`;

      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(services)
          .where(where)
          .orderBy(order, query.sortOrder === 'asc' ? asc(services.id) : desc(services.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(services).where(where),
      ]);
      return { rows: await withPrices(rows), total: counted?.total ?? 0 };
    },

    /** Names matching the text; those starting with it first, then by name. */
    async search(text: string, limit: number, activeOnly: boolean): Promise<StoredService[]> {
      const conditions = [ilike(services.name, containsPattern(text))];
      if (activeOnly) conditions.push(eq(services.isActive, true));
      const rows = await db
        .select()
        .from(services)
        .where(and(...conditions))
        .orderBy(
          sql`case when ${ilike(services.name, `${escapeLike(text)}%`)} then 0 else 1 end`,
          sql`lower(${services.name})`,
        )
        .limit(limit);
      return withPrices(rows);
    },

    /** Counts and averages over the whole catalogue. */
    async catalogueFigures() {
      const [figures] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${services.isActive})`.mapWith(Number),
          avgActiveTime: sql<
            number | null
          >`avg(${services.estimatedTime}) filter (where ${services.isActive})`.mapWith((value) =>
            value === null ? null : Number(value),
          ),
          avgTime: sql<number | null>`avg(${services.estimatedTime})`.mapWith((value) =>
            value === null ? null : Number(value),
          ),
          avgPriceCents: sql<number | null>`avg(${services.basePriceCents})`.mapWith((value) =>
            value === null ? null : Number(value),
          ),
        })
        .from(services);
      return (
        figures ?? { total: 0, active: 0, avgActiveTime: null, avgTime: null, avgPriceCents: null }
      );
    },

    async priceTypeBreakdown(): Promise<
      { priceType: PriceType; count: number; avgPriceCents: number }[]
    > {
      const rows = await db
        .select({
          priceType: services.priceType,
          count: count(),
          avgPriceCents: sql<number>`avg(${services.basePriceCents})`.mapWith(Number),
        })
        .from(services)
        .groupBy(services.priceType)
        .orderBy(services.priceType);
      return rows;
    },
  };
}

/** Replaces a service's category prices with the given ones (zero or missing: no row). */
async function replacePrices(
  db: Executor,
  serviceId: string,
  pricesCents: Partial<Record<ClothingCategory, number>>,
): Promise<void> {
  await db.delete(serviceClothingPrices).where(eq(serviceClothingPrices.serviceId, serviceId));
  const rows = Object.entries(pricesCents)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([clothingCategory, priceCents]) => ({ serviceId, clothingCategory, priceCents }));
  if (rows.length > 0) await db.insert(serviceClothingPrices).values(rows);
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
