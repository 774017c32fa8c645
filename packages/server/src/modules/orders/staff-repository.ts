import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderStaff, users } from '../../db/schema';
import type { AssignedUser } from './to-order';

const person = { id: users.id, name: users.name, email: users.email };

/** Who is assigned to an order (spec part 2 §2.4 'assigned staff chips'); nothing else. */
export function createOrderStaffRepository(db: Executor) {
  return {
    async staffOf(orderId: string): Promise<AssignedUser[]> {
      return db
        .select(person)
        .from(orderStaff)
        .innerJoin(users, eq(users.id, orderStaff.userId))
        .where(eq(orderStaff.orderId, orderId))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** The active accounts a person may be assigned from, by name. */
    async assignable(): Promise<AssignedUser[]> {
      return db
        .select(person)
        .from(users)
        .where(eq(users.isActive, true))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Those of `ids` that are active accounts. */
    async activeAmong(ids: string[]): Promise<AssignedUser[]> {
      if (ids.length === 0) return [];
      return db
        .select(person)
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.isActive, true)));
    },

    async replace(orderId: string, userIds: string[]): Promise<void> {
      await db.delete(orderStaff).where(eq(orderStaff.orderId, orderId));
      if (userIds.length > 0) {
        await db.insert(orderStaff).values(userIds.map((userId) => ({ orderId, userId })));
      }
    },
  };
}
