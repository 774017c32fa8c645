import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  buildOrderPayload,
  EMPTY_ORDER_FORM,
  EMPTY_ORDER_ITEM,
  type OrderFormCustomer,
  orderFormMachine,
  type SubmitOrderResult,
} from './orderFormMachine';

const customer: OrderFormCustomer = {
  _id: 'c1',
  fullName: 'Nimal Perera',
  phoneNumber: '0771234567',
  address: { street: '12 Temple Rd', city: 'Malabe' },
};

function start(
  input: Parameters<typeof createActor<typeof orderFormMachine>>[1] extends infer O
    ? O extends { input?: infer I }
      ? I
      : never
    : never = {},
  submit: (values: unknown) => Promise<SubmitOrderResult> = async () => ({ orderId: 'o1' }),
) {
  const calls: unknown[] = [];
  const machine = orderFormMachine.provide({
    actors: {
      submitOrder: fromPromise(async ({ input }) => {
        calls.push(input);
        return submit(input);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

describe('orderFormMachine', () => {
  it('needs a customer to leave step 1, with the spec message', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.errors).toEqual({
      customerId: 'Please select a customer to continue',
    });
    actor.send({ type: 'customer.select', customer });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(2);
  });

  it('opens a started order brought back where it was left, still a new order', () => {
    const first = start();
    first.actor.send({ type: 'customer.select', customer });
    first.actor.send({ type: 'item.update', index: 0, values: { serviceId: 's1', weight: 3 } });
    first.actor.send({ type: 'wizard.next' });
    const { customer: kept, values, step } = first.actor.getSnapshot().context;
    const again = start({ draft: { customer: kept, values, step } }).actor.getSnapshot().context;
    expect(again).toMatchObject({ mode: 'create', step: 2, customer: kept, values });
  });

  it('fills both addresses from the selected customer', () => {
    const { actor } = start();
    actor.send({ type: 'customer.select', customer });
    const { values } = actor.getSnapshot().context;
    expect(values.pickupAddress).toEqual({ street: '12 Temple Rd', city: 'Malabe', notes: '' });
    expect(values.deliveryAddress).toEqual(values.pickupAddress);
  });

  it('starts at step 2 with a preselected customer', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(actor.getSnapshot().context.values.pickupAddress.city).toBe('Malabe');
    actor.send({ type: 'customer.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, customer: null });
  });

  it('needs a first item with a service to leave step 2, and keeps at least one item', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(actor.getSnapshot().context.errors).toEqual({
      'items.0.serviceId': 'Service is required',
    });
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 3 })).toBe(false);
    actor.send({ type: 'item.remove', index: 0 });
    expect(actor.getSnapshot().context.values.items).toHaveLength(1);
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 's1', weight: 2 } });
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().context.values.items).toHaveLength(2);
    actor.send({ type: 'item.remove', index: 1 });
    expect(actor.getSnapshot().context.values.items).toHaveLength(1);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(3);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(3);
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'wizard.goTo', step: 3 });
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it('sets a free charge to 0', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    actor.send({
      type: 'form.update',
      values: { pickupRequired: true, pickupPriceType: 'price', pickupCharges: 150 },
    });
    expect(actor.getSnapshot().context.values.pickupCharges).toBe(150);
    actor.send({ type: 'form.update', values: { pickupPriceType: 'free' } });
    expect(actor.getSnapshot().context.values.pickupCharges).toBe(0);
    actor.send({
      type: 'form.update',
      values: { deliveryPriceType: 'price', deliveryCharges: 80 },
    });
    expect(actor.getSnapshot().context.values.deliveryCharges).toBe(80);
  });

  it('refuses to submit an invalid form and shows every field error', () => {
    const { actor, calls } = start({ preSelectedCustomer: { ...customer, address: {} } });
    actor.send({ type: 'form.update', values: { pickupRequired: true } });
    actor.send({ type: 'order.submit' });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.errors).toMatchObject({
      'items.0.serviceId': 'Service is required',
      'pickupAddress.street': 'Street address is required',
      'pickupAddress.city': 'City is required',
    });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('submits, and ends saved with the order id', async () => {
    const { actor, calls } = start({ preSelectedCustomer: customer });
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 's1', weight: 2.5 } });
    actor.send({ type: 'form.update', values: { isExpressService: true } });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.savedOrderId).toBe('o1');
    expect(calls).toHaveLength(1);
  });

  it('keeps the failure message and retries', async () => {
    let attempts = 0;
    const { actor } = start({ preSelectedCustomer: customer }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Service not found');
      return { orderId: 'o2' };
    });
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 's1', weight: 1 } });
    actor.send({ type: 'order.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Service not found');
    actor.send({ type: 'order.retry' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.savedOrderId).toBe('o2');
  });

  it('falls back to the spec message for a failure without one, per mode', async () => {
    const { actor } = start(
      {
        initial: {
          customer,
          values: {
            ...EMPTY_ORDER_FORM,
            items: [{ ...EMPTY_ORDER_ITEM, serviceId: 's1', weight: 1 }],
          },
        },
      },
      async () => {
        throw {};
      },
    );
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'order.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.error).toBe('Failed to update order');
  });
});

describe('buildOrderPayload', () => {
  it('trims, drops unused legs and charges of free legs', () => {
    const payload = buildOrderPayload(customer, {
      ...EMPTY_ORDER_FORM,
      items: [{ serviceId: 's1', quantity: 2.4, weight: 0, clothingCategory: 'suits', notes: ' ' }],
      pickupRequired: true,
      pickupAddress: { street: ' 1 A St ', city: 'Kandy', notes: '' },
      pickupPriceType: 'free',
      pickupCharges: 99,
      deliveryPriceType: 'price',
      deliveryCharges: 50,
      specialInstructions: '  ',
    });
    expect(payload).toEqual({
      customerId: 'c1',
      items: [{ serviceId: 's1', quantity: 2, weight: 0, clothingCategory: 'suits' }],
      isExpressService: false,
      pickupRequired: true,
      pickupAddress: { street: '1 A St', city: 'Kandy' },
      pickupPriceType: 'free',
      pickupCharges: 0,
      deliveryRequired: false,
      deliveryPriceType: 'price',
      deliveryCharges: 50,
      deliveryDistance: 0,
    });
  });
});
