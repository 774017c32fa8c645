import {
  assignableStaffDataSchema,
  ORDER_STAFF_MESSAGES,
  orderDataSchema,
  orderIdParamsSchema,
  orderStaffUpdateSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import { auditActorOf } from '../audit';
import type { ApiInstance } from '../module';
import type { OrderStaffService } from './staff-service';

const tags = ['orders'];

/** Assigned staff: who can be assigned, and setting who is (spec part 2 §2.4). */
export async function orderStaffRoutes(app: ApiInstance, staff: OrderStaffService) {
  app.get(
    '/assignable-staff',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: 'The active accounts an order can be assigned to, by name',
        response: responses({ 200: envelope(assignableStaffDataSchema) }),
      },
    },
    async () => {
      const people = await staff.assignable();
      return ok({
        staff: people.map((person) => ({
          _id: person.id,
          fullName: person.name,
          username: person.email,
        })),
      });
    },
  );

  app.put(
    '/:id/staff',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'Set the people assigned to an order (the whole list; empty for nobody)',
        params: orderIdParamsSchema,
        body: orderStaffUpdateSchema,
        response: responses({ 200: envelope(orderDataSchema) }),
      },
    },
    async (request) => {
      const order = await staff.assign(request.params.id, request.body, auditActorOf(request));
      return ok({ order }, ORDER_STAFF_MESSAGES.updated);
    },
  );
}
