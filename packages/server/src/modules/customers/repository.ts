import {
  type CustomerSortField,
  type LoyaltyTier,
  loyaltyTierRange,
  normalizePhone,
  type SortOrder,
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
  like,
  lt,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, escapeLike } from '../../db/like';
import { type CustomerRow, customers, type NewCustomerRow } from '../../db/schema';

export interface CustomerListFilter {
  search?: string | undefined;
  isStudent?: boolean | undefined;
  loyaltyTier?: LoyaltyTier | undefined;
  sortBy: CustomerSortField;
  sortOrder: SortOrder;
  page: number;
  limit: number;
}

/**
 * Name, e-mail, phone or student ID containing the text, whatever the case. Each arm is an
 * ILIKE/LIKE on a column with a pg_trgm GIN index, so PostgreSQL answers from the indexes (a
 * bitmap OR). Arms that cannot match are left out, as each costs an index probe: names hold no
 * digits, phone numbers nothing but digits, and student IDs (kept without spaces) always some.
 */
export function customerSearchCondition(text: string): SQL {
  const arms: SQL[] = [ilike(customers.email, containsPattern(text))];
  const digits = normalizePhone(text);
  if (/^\d+$/.test(digits)) {
    arms.push(like(customers.phoneNumber, containsPattern(digits)));
  } else {
    arms.push(ilike(customers.fullName, containsPattern(text)));
  }
  if (/\d/.test(text)) {
    arms.push(ilike(customers.campusId, containsPattern(text.replace(/\s+/g, ''))));
  }
  return or(...arms) as SQL;
}

/** The points range of a loyalty tier, from the domain's thresholds. */
export function loyaltyTierCondition(
  tier: LoyaltyTier,
  points: SQLWrapper = customers.loyaltyPoints,
): SQL {
  const { min, max } = loyaltyTierRange(tier);
  const from = gte(points, min);
  return max === null ? from : (and(from, lt(points, max)) as SQL);
}

/** The list's six sort options map onto four indexed columns; the id keeps pages stable. */
const sortColumns: Record<CustomerSortField, SQLWrapper> = {
  createdAt: customers.createdAt,
  fullName: sql`lower(${customers.fullName})`,
  totalSpent: customers.totalSpentCents,
  loyaltyPoints: customers.loyaltyPoints,
};

/** Queries on the customers table; nothing else. */
export function createCustomersRepository(db: Executor) {
  /**
   * The search box's query: matches on name, phone or e-mail, those starting with the text
   * first, then by name. Returned unexecuted so the benchmark can EXPLAIN the very same query.
   */
  function searchQuery(text: string, limit: number) {
    const digits = normalizePhone(text);
    const startsWith = or(
      ilike(customers.fullName, `${escapeLike(text)}%`),
      /^\d+$/.test(digits) ? like(customers.phoneNumber, `${escapeLike(digits)}%`) : undefined,
    ) as SQL;
    return db
      .select()
      .from(customers)
      .where(customerSearchCondition(text))
      .orderBy(desc(startsWith), asc(sql`lower(${customers.fullName})`), asc(customers.id))
      .limit(limit);
  }

  return {
    async findById(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row;
    },

    /** The row, locked until the transaction ends: for read-modify-write of the same customer. */
    async lockById(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(eq(customers.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    async findByPhone(phoneNumber: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(eq(customers.phoneNumber, phoneNumber))
        .limit(1);
      return row;
    },

    /** Whether another customer (not `exceptId`) has this phone number. */
    async phoneTaken(phoneNumber: string, exceptId?: string): Promise<boolean> {
      const same = eq(customers.phoneNumber, phoneNumber);
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(exceptId ? and(same, ne(customers.id, exceptId)) : same)
        .limit(1);
      return row !== undefined;
    },

    /** Whether another customer (not `exceptId`) has this e-mail, whatever its case. */
    async emailTaken(email: string, exceptId?: string): Promise<boolean> {
      const same = eq(sql`lower(${customers.email})`, email.toLowerCase());
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(exceptId ? and(same, ne(customers.id, exceptId)) : same)
        .limit(1);
      return row !== undefined;
    },

    async insert(values: NewCustomerRow): Promise<CustomerRow> {
      const [row] = await db.insert(customers).values(values).returning();
      if (!row) throw new Error('insert into customers returned no row');
      return row;
    },

    async update(id: string, values: Partial<NewCustomerRow>): Promise<CustomerRow | undefined> {
      const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
      return row;
    },

    /**
     * Writes the fields a form edits, only while the row still has the version the form loaded;
     * the version goes up by one. Undefined when the row is gone or has moved on.
     */
    async updateFields(
      id: string,
      expectedVersion: number,
      values: Partial<NewCustomerRow>,
    ): Promise<CustomerRow | undefined> {
      const [row] = await db
        .update(customers)
        .set({ ...values, version: sql`${customers.version} + 1` })
        .where(and(eq(customers.id, id), eq(customers.version, expectedVersion)))
        .returning();
      return row;
    },

    /** Changes form fields of several customers; each one's version goes up. */
    async updateMany(ids: string[], values: Partial<NewCustomerRow>): Promise<number> {
      const rows = await db
        .update(customers)
        .set({ ...values, version: sql`${customers.version} + 1` })
        .where(inArray(customers.id, ids))
        .returning({ id: customers.id });
      return rows.length;
    },

    /** The ids among `ids` that exist, their rows locked until the transaction ends. */
    async lockExisting(ids: string[]): Promise<string[]> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .where(inArray(customers.id, ids))
        .for('update');
      return rows.map((row) => row.id);
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(customers)
        .where(eq(customers.id, id))
        .returning({ id: customers.id });
      return rows.length > 0;
    },

    /** One page of customers plus the number of matches, filtered, sorted and paged in SQL. */
    async list(filter: CustomerListFilter): Promise<{ rows: CustomerRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.search) conditions.push(customerSearchCondition(filter.search));
      if (filter.isStudent !== undefined)
        conditions.push(eq(customers.isStudent, filter.isStudent));
      if (filter.loyaltyTier) conditions.push(loyaltyTierCondition(filter.loyaltyTier));
      const where = conditions.length > 0 ? and(...conditions) : undefined;

      const direction = filter.sortOrder === 'asc' ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(direction(sortColumns[filter.sortBy]), direction(customers.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ total: count() }).from(customers).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    searchQuery,

    async search(text: string, limit: number): Promise<CustomerRow[]> {
      return searchQuery(text, limit);
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

/** One customer, unlocked (the orders of one customer). */
export function findCustomer(db: Executor, id: string) {
  return createCustomersRepository(db).findById(id);
}

/** One customer, locked until the transaction ends (an order taken for them). */
export function lockCustomer(tx: Executor, id: string) {
  return createCustomersRepository(tx).lockById(id);
}
