import type { OrderStatus } from '@laundry/domain';
import type { Database } from '../../src/db/client';
import { type NewOrderItemRow, orderItems } from '../../src/db/schema';
import { insertCustomer, insertOrder } from './customers';

/** A valid POST /api/services body; override what the test is about. */
export function servicePayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Wash and Dry',
    description: 'Machine wash, tumble dry and fold',
    priceType: 'per_kg',
    basePrice: 350,
    clothingPrices: { bed_sheets: 400, blankets: 550.5 },
    statuses: ['wash', 'dry', 'fold'],
    estimatedTime: 120,
    icon: 'WD',
    color: '#10B981',
    isActive: true,
    ...overrides,
  };
}

let customerCounter = 0;

/** An order (of a new customer) with one line of the service, written straight to the database. */
export async function sellService(
  db: Database,
  service: { id: string; name: string },
  line: Partial<NewOrderItemRow> & { totalPriceCents: number },
  order: { createdAt?: Date; status?: OrderStatus } = {},
) {
  customerCounter += 1;
  const customer = await insertCustomer(db, {
    fullName: `Buyer ${customerCounter}`,
    phoneNumber: `07600${String(customerCounter).padStart(5, '0')}`,
  });
  const row = await insertOrder(db, {
    customerId: customer.id,
    totalAmountCents: line.totalPriceCents,
    subtotalCents: line.totalPriceCents,
    ...order,
  });
  await db.insert(orderItems).values({
    orderId: row.id,
    serviceId: service.id,
    serviceName: service.name,
    unitPriceCents: line.totalPriceCents,
    ...line,
  });
  return row;
}
