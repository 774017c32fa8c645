import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  buildOrderPayload,
  canLeaveItemsStep,
  EMPTY_ORDER_FORM,
  EMPTY_ORDER_ITEM,
  type OrderFormCustomer,
  orderFormErrors,
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

describe('orderFormMachine steps', () => {
  const withService = { ...EMPTY_ORDER_ITEM, serviceId: 's1', weight: 1 };

  it('goes back to step 1 at any time, to 2 with a customer, to 3 with a first service', () => {
    const { actor } = start();
    actor.send({ type: 'wizard.goTo', step: 2 });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'customer.select', customer });
    actor.send({ type: 'wizard.goTo', step: 3 });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'wizard.goTo', step: 2 });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 's1' } });
    actor.send({ type: 'wizard.goTo', step: 3 });
    expect(actor.getSnapshot().context.step).toBe(3);
    actor.send({ type: 'wizard.goTo', step: 1 });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('goes to step 3 only with a customer, whatever the lines hold', () => {
    const { actor } = start();
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 's1' } });
    actor.send({ type: 'wizard.goTo', step: 3 });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('goes back to step 1 before any service is chosen', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    actor.send({ type: 'wizard.goTo', step: 1 });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('stays at step 3 on Next', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    actor.send({ type: 'item.update', index: 0, values: { serviceId: 's1' } });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it('asks step 2 for a service, not for the customer it has', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      'items.0.serviceId': 'Service is required',
    });
  });

  it('updates only the line it names', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    actor.send({ type: 'item.add' });
    actor.send({ type: 'item.update', index: 1, values: { serviceId: 's2' } });
    expect(actor.getSnapshot().context.values.items.map((item) => item.serviceId)).toEqual([
      '',
      's2',
    ]);
  });

  it('sets a free delivery charge to 0', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    actor.send({
      type: 'form.update',
      values: { deliveryPriceType: 'price', deliveryCharges: 80 },
    });
    actor.send({ type: 'form.update', values: { deliveryPriceType: 'free' } });
    expect(actor.getSnapshot().context.values.deliveryCharges).toBe(0);
  });

  it('fills no address for a customer who has none saved', () => {
    const { actor } = start();
    actor.send({ type: 'customer.select', customer: { ...customer, address: undefined } });
    expect(actor.getSnapshot().context.values.pickupAddress).toEqual({
      street: '',
      city: '',
      notes: '',
    });
  });

  it('checks the lines against the catalogue once it arrives', () => {
    const { actor } = start({ preSelectedCustomer: customer });
    const catalogue = new Map([
      [
        's1',
        {
          id: 's1',
          name: 'Wash',
          isActive: true,
          priceType: 'per_kg' as const,
          basePriceCents: 350_00,
          clothingPricesCents: {},
        },
      ],
    ]);
    actor.send({ type: 'catalogue.set', catalogue });
    expect(actor.getSnapshot().context.catalogue).toBe(catalogue);
  });

  it('creates: hands the customer and the values to submitOrder, and names a failed create', async () => {
    const { actor, calls } = start({ preSelectedCustomer: customer }, async () => {
      throw {};
    });
    expect(actor.getSnapshot().context.mode).toBe('create');
    actor.send({ type: 'item.update', index: 0, values: withService });
    actor.send({ type: 'order.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ customer, values: actor.getSnapshot().context.values }]);
    expect(actor.getSnapshot().context.error).toBe('Failed to create order');
  });

  it('fails plainly when the screen has not supplied submitOrder', async () => {
    const actor = createActor(orderFormMachine, {
      input: { preSelectedCustomer: customer },
    }).start();
    actor.send({ type: 'item.update', index: 0, values: withService });
    actor.send({ type: 'order.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.error).toBe('submitOrder is provided by the screen');
  });
});

describe('the form rules', () => {
  it('asks for a customer first', () => {
    expect(orderFormErrors(null, EMPTY_ORDER_FORM)).toEqual({
      customerId: 'Please select a customer',
    });
  });

  it('leaves the items step only with a first line that has a service', () => {
    expect(canLeaveItemsStep({ items: [] })).toBe(false);
    expect(canLeaveItemsStep({ items: [EMPTY_ORDER_ITEM] })).toBe(false);
    expect(canLeaveItemsStep({ items: [{ ...EMPTY_ORDER_ITEM, serviceId: 's1' }] })).toBe(true);
  });

  it('keeps trimmed notes, instructions and the distance in the payload', () => {
    const address = { street: ' 1 A St ', city: ' Kandy ', notes: ' Blue gate ' };
    const blankNotes = buildOrderPayload(customer, {
      ...EMPTY_ORDER_FORM,
      deliveryRequired: true,
      deliveryAddress: { ...address, notes: '   ' },
    });
    expect(blankNotes.deliveryAddress).toEqual({ street: '1 A St', city: 'Kandy' });
    const payload = buildOrderPayload(customer, {
      ...EMPTY_ORDER_FORM,
      items: [{ ...EMPTY_ORDER_ITEM, serviceId: 's1', weight: 2, notes: ' no starch ' }],
      deliveryRequired: true,
      deliveryAddress: address,
      deliveryPriceType: 'free',
      deliveryCharges: 80,
      deliveryDistance: 3.5,
      specialInstructions: ' ring twice ',
    });
    expect(payload.items[0]?.notes).toBe('no starch');
    expect(payload.deliveryAddress).toEqual({
      street: '1 A St',
      city: 'Kandy',
      notes: 'Blue gate',
    });
    expect(payload.deliveryCharges).toBe(0);
    expect(payload.deliveryDistance).toBe(3.5);
    expect(payload.specialInstructions).toBe('ring twice');
  });
});
