import { describe, expect, it } from 'vitest';
import { orderPayloadSchema } from './orderPayload';

const valid = { customerId: 'c1', items: [{ serviceId: 's1', weight: 1 }] };
const messages = (input: object) =>
  orderPayloadSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('orderPayloadSchema', () => {
  it('fills the defaults the form submits', () => {
    expect(orderPayloadSchema.parse(valid)).toEqual({
      customerId: 'c1',
      items: [{ serviceId: 's1', weight: 1, quantity: 1, clothingCategory: 'normal_clothes' }],
      pickupRequired: false,
      pickupPriceType: 'free',
      pickupCharges: 0,
      deliveryRequired: false,
      deliveryPriceType: 'free',
      deliveryCharges: 0,
      deliveryDistance: 0,
      tags: [],
      isExpressService: false,
    });
  });

  it('speaks the spec messages', () => {
    expect(messages({ ...valid, customerId: '' })).toEqual([
      ['customerId', 'Please select a customer'],
    ]);
    expect(messages({ ...valid, items: [] })).toEqual([['items', 'At least one item is required']]);
    expect(messages({ ...valid, items: [{ serviceId: '' }] })).toEqual([
      ['items.0.serviceId', 'Service is required'],
    ]);
    expect(messages({ ...valid, items: [{ serviceId: 's', quantity: 0 }] })).toEqual([
      ['items.0.quantity', 'Quantity must be at least 1'],
    ]);
    expect(messages({ ...valid, items: [{ serviceId: 's', weight: -1 }] })).toEqual([
      ['items.0.weight', 'Weight must be at least 0.1 kg'],
    ]);
  });

  it('needs street and city for a ticked pickup or delivery', () => {
    expect(messages({ ...valid, pickupRequired: true })).toEqual([
      ['pickupAddress.street', 'Street address is required'],
      ['pickupAddress.city', 'City is required'],
    ]);
    expect(
      messages({
        ...valid,
        deliveryRequired: true,
        deliveryAddress: { street: ' 1 Main St ', city: '' },
      }),
    ).toEqual([['deliveryAddress.city', 'City is required']]);
    expect(messages({ ...valid, pickupAddress: { street: '' } })).toEqual([]);
  });

  it('bounds the charges to whole cents and sensible sizes', () => {
    expect(messages({ ...valid, pickupCharges: -1 })).toEqual([
      ['pickupCharges', 'Pickup charge cannot be negative'],
    ]);
    expect(messages({ ...valid, deliveryCharges: 1.005 })).toEqual([
      ['deliveryCharges', 'Delivery charge can have at most 2 decimals'],
    ]);
    expect(messages({ ...valid, deliveryCharges: 100_001 })).toHaveLength(1);
    expect(
      messages({ ...valid, items: Array.from({ length: 51 }, () => valid.items[0]) }),
    ).toHaveLength(1);
    expect(messages({ ...valid, deliveryCharges: 0.29 })).toEqual([]);
  });
});
