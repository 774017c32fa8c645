import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  EMPTY_ORDER_ITEM,
  type OrderFormCustomer,
  orderFormErrors,
  orderFormMachine,
  orderFormStepOf,
} from './orderFormMachine';
import type { CatalogueService } from './priceOrder';

const customer: OrderFormCustomer = {
  _id: 'c1',
  fullName: 'Nimal Perera',
  phoneNumber: '0771234567',
  address: { street: '', city: '' },
};
const wash: CatalogueService = {
  id: 'wash',
  name: 'Wash and Dry',
  isActive: true,
  priceType: 'per_kg',
  basePriceCents: 350_00,
  clothingPricesCents: {},
};
const iron: CatalogueService = { ...wash, id: 'iron', name: 'Ironing', priceType: 'per_piece' };
const catalogue = new Map([wash, iron].map((service) => [service.id, service]));

function start(withCatalogue = true) {
  const calls: unknown[] = [];
  const machine = orderFormMachine.provide({
    actors: {
      submitOrder: fromPromise(async ({ input }) => {
        calls.push(input);
        return { orderId: 'o1' };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { preSelectedCustomer: customer, ...(withCatalogue ? { catalogue } : {}) },
  }).start();
  return { actor, calls };
}

describe('orderFormErrors with the catalogue', () => {
  const values = (item: Partial<typeof EMPTY_ORDER_ITEM>) => ({
    ...start().actor.getSnapshot().context.values,
    items: [{ ...EMPTY_ORDER_ITEM, ...item }],
  });

  it('checks a per_kg line for its weight and another for its quantity, as typed', () => {
    expect(orderFormErrors(customer, values({ serviceId: 'wash' }), catalogue)).toEqual({
      'items.0.weight': 'Weight is required',
    });
    expect(
      orderFormErrors(customer, values({ serviceId: 'wash', weight: 0.05 }), catalogue),
    ).toEqual({ 'items.0.weight': 'Weight must be at least 0.1 kg' });
    expect(
      orderFormErrors(customer, values({ serviceId: 'iron', quantity: Number.NaN }), catalogue),
    ).toEqual({ 'items.0.quantity': 'Quantity is required' });
    expect(
      orderFormErrors(customer, values({ serviceId: 'iron', quantity: 0 }), catalogue),
    ).toEqual({ 'items.0.quantity': 'Quantity must be at least 1' });
    expect(orderFormErrors(customer, values({ serviceId: 'wash', weight: 2 }), catalogue)).toEqual(
      {},
    );
  });

  it('without the catalogue only the payload schema checks the lines', () => {
    expect(orderFormErrors(customer, values({ serviceId: 'wash' }))).toEqual({});
  });
});

describe('orderFormStepOf', () => {
  it('names the step that shows a field', () => {
    expect(orderFormStepOf('customerId')).toBe(1);
    expect(orderFormStepOf('items.2.weight')).toBe(2);
    expect(orderFormStepOf('isExpressService')).toBe(2);
    expect(orderFormStepOf('pickupAddress.street')).toBe(3);
  });
});

describe('orderFormMachine and the catalogue', () => {
  it('refuses a per_kg line without weight on submit and stays on the items step', () => {
    const { actor, calls } = start();
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 'wash' } });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ 'items.0.weight': 'Weight is required' });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(calls).toEqual([]);
  });

  it('moves to the step of the first error (a missing pickup street is on step 3)', () => {
    const { actor } = start();
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 'wash', weight: 3 } });
    actor.send({ type: 'form.update', values: { pickupRequired: true } });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.step).toBe(3);
    expect(actor.getSnapshot().context.errors).toEqual({
      'pickupAddress.street': 'Street address is required',
      'pickupAddress.city': 'City is required',
    });
  });

  it('takes the catalogue once it has loaded, then submits a complete order', async () => {
    const { actor, calls } = start(false);
    expect(actor.getSnapshot().context.catalogue).toBeNull();
    actor.send({ type: 'catalogue.set', catalogue });
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 'wash', weight: 3 } });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('saved');
    expect(calls).toHaveLength(1);
  });
});
