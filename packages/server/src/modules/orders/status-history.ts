import { type OrderStatusChange, orderMessages, orderStatusSchema } from '@laundry/domain';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { auditEventsOf } from '../audit';
import { createOrdersRepository } from './repository';

// An order moves through at most ten statuses; anything past this is history nobody reads on the
// detail page (the audit log keeps it all).
const STATUS_HISTORY_LIMIT = 100;

// The shape `updateStatus` writes into the audit row; rows that do not match are skipped rather
// than failing the whole page.
const statusSide = z.object({ status: orderStatusSchema, notes: z.string().nullish() });

/** GET /orders/{id}/status-history: the status moves of an order, oldest first, from the audit log. */
export async function orderStatusHistory(db: Executor, id: string): Promise<OrderStatusChange[]> {
  if (!(await createOrdersRepository(db).findById(id)))
    throw new NotFoundError(orderMessages.notFound);
  const rows = await auditEventsOf(db, 'order', id, 'status', STATUS_HISTORY_LIMIT);
  return rows.flatMap((row) => {
    const before = statusSide.safeParse(row.before);
    const after = statusSide.safeParse(row.after);
    if (!before.success || !after.success) return [];
    return [
      {
        at: row.at.toISOString(),
        by: row.actorName,
        from: before.data.status,
        to: after.data.status,
        notes: after.data.notes ?? null,
      },
    ];
  });
}
