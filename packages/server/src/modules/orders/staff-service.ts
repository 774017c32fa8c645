import { ORDER_STAFF_MESSAGES, type OrderStaffUpdate, orderMessages } from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, NotFoundError } from '../../errors';
import { type AuditActor, recordAudit } from '../audit';
import { loadOrder } from './books';
import { createOrdersRepository } from './repository';
import { createOrderStaffRepository } from './staff-repository';
import type { AssignedUser } from './to-order';

const names = (people: AssignedUser[]) =>
  people
    .map((person) => person.name)
    .sort()
    .join(', ');

/**
 * Who works on an order (spec part 2 §2.4 'assigned staff chips'): the active accounts it can be
 * given to, and replacing the list, audited in the transaction that writes it.
 */
export function createOrderStaffService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    assignable: () => createOrderStaffRepository(db).assignable(),

    async assign(id: string, input: OrderStaffUpdate, actor: AuditActor) {
      return inTransaction(db, async (tx) => {
        const orders = createOrdersRepository(tx);
        const staff = createOrderStaffRepository(tx);
        const row = await orders.lockById(id);
        if (!row) throw new NotFoundError(orderMessages.notFound);
        const chosen = await staff.activeAmong(input.staffIds);
        if (chosen.length !== input.staffIds.length) {
          throw new BadRequestError(ORDER_STAFF_MESSAGES.notFound, 'staffIds');
        }
        const before = await staff.staffOf(id);
        await staff.replace(id, input.staffIds);
        const now = clock();
        // The order changed: its version and time move, and the kept list answers are dropped.
        await orders.updateOrder(id, { version: row.version + 1, updatedAt: now });
        await recordAudit(tx, {
          actor,
          entity: 'order',
          entityId: id,
          label: row.orderNumber,
          action: 'update',
          before: { assignedStaff: names(before) },
          after: { assignedStaff: names(chosen) },
          at: now,
        });
        return loadOrder(tx, id);
      });
    },
  };
}

export type OrderStaffService = ReturnType<typeof createOrderStaffService>;
