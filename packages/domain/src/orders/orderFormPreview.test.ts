import { describe, expect, it } from 'vitest';
import { STUDENT_DISCOUNT } from '../discounts';
import type { Service } from '../services';
import { apiOrder } from './apiOrder.fixture';
import type { Order } from './order';
import { buildOrderPayload, EMPTY_ORDER_FORM, type OrderFormValues } from './orderFormMachine';
import {
  catalogueFromServices,
  orderFormFromOrder,
  orderFormTypingErrors,
  previewOrderForm,
  pricingInputFromForm,
} from './orderFormPreview';
import { orderPayloadSchema } from './orderPayload';
import { priceOrder, pricingInputFromPayload } from './priceOrder';

const service = (overrides: Partial<Service>): Service => ({
  _id: 'wash',
  name: 'Wash & Fold',
  priceType: 'per_kg',
  basePrice: 350,
  clothingPrices: { bed_sheets: 400.5 },
  statuses: [],
  estimatedTime: 60,
  color: '#3B82F6',
  isActive: true,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const catalogue = catalogueFromServices([
  service({}),
  service({
    _id: 'press',
    name: 'Ironing',
    priceType: 'per_piece',
    basePrice: 80,
    clothingPrices: {},
  }),
]);
const settings = { campaign: null };
const student = { isStudent: true, campusId: 'IT2112345', totalOrders: 2 };

const values = (overrides: Partial<OrderFormValues>): OrderFormValues => ({
  ...EMPTY_ORDER_FORM,
  ...overrides,
});

describe('catalogueFromServices', () => {
  it('converts the API rupees to the engine cents', () => {
    expect(catalogue.get('wash')).toEqual({
      id: 'wash',
      name: 'Wash & Fold',
      isActive: true,
      priceType: 'per_kg',
      basePriceCents: 350_00,
      estimatedMinutes: 60,
      clothingPricesCents: { bed_sheets: 400_50 },
    });
  });
});

describe('previewOrderForm', () => {
  it('prices the complete lines and lists the ones still missing a service or weight', () => {
    const form = values({
      items: [
        {
          serviceId: 'wash',
          weight: 2,
          quantity: 1,
          clothingCategory: 'normal_clothes',
          notes: '',
        },
        {
          serviceId: 'wash',
          weight: 0,
          quantity: 1,
          clothingCategory: 'normal_clothes',
          notes: '',
        },
        { serviceId: '', weight: 0, quantity: 1, clothingCategory: 'normal_clothes', notes: '' },
      ],
      isExpressService: true,
    });
    const preview = previewOrderForm(form, catalogue, student, settings);
    expect(preview.pendingLines.map((line) => [line.index, line.issue.message])).toEqual([
      [1, 'Weight is required'],
      [2, 'Service is required'],
    ]);
    expect(preview.pricing.subtotalCents).toBe(700_00);
    expect(preview.pricing.discountAmountCents).toBe(70_00);
    expect(preview.pricing.expressServiceFeeCents).toBe(100_00);
    expect(preview.pricing.totalAmountCents).toBe(730_00);
  });

  it('equals what the server computes from the payload once every line is complete', () => {
    const form = values({
      items: [
        { serviceId: 'wash', weight: 3.3, quantity: 1, clothingCategory: 'bed_sheets', notes: '' },
        {
          serviceId: 'press',
          weight: 0,
          quantity: 4,
          clothingCategory: 'normal_clothes',
          notes: '',
        },
      ],
      isExpressService: true,
      pickupRequired: true,
      pickupAddress: { street: '1 Main St', city: 'Colombo', notes: '' },
      pickupPriceType: 'price',
      pickupCharges: 150.25,
      deliveryRequired: true,
      deliveryAddress: { street: '1 Main St', city: 'Colombo', notes: '' },
      deliveryPriceType: 'free',
    });
    const payload = orderPayloadSchema.parse(
      buildOrderPayload({ _id: 'c1', fullName: 'A', phoneNumber: '0771234567' }, form),
    );
    const server = priceOrder(pricingInputFromPayload(payload), catalogue, student, settings);
    const preview = previewOrderForm(form, catalogue, student, settings);
    expect(preview.pendingLines).toEqual([]);
    expect(preview.pricing).toEqual(server);
    expect(pricingInputFromForm(form).pickupChargesCents).toBe(150_25);
  });

  it('keeps a settled discount instead of the customer rule (an edited order)', () => {
    const form = values({
      items: [
        {
          serviceId: 'press',
          weight: 0,
          quantity: 10,
          clothingCategory: 'normal_clothes',
          notes: '',
        },
      ],
    });
    const regular = { isStudent: false, totalOrders: 5 };
    expect(
      previewOrderForm(form, catalogue, regular, { ...settings, settledDiscount: STUDENT_DISCOUNT })
        .pricing.discountAmountCents,
    ).toBe(80_00);
    expect(
      previewOrderForm(form, catalogue, student, { ...settings, settledDiscount: null }).pricing
        .discountAmountCents,
    ).toBe(0);
    expect(previewOrderForm(form, catalogue, student, settings).pricing.discountAmountCents).toBe(
      80_00,
    );
  });
});

describe('orderFormFromOrder', () => {
  const order = {
    customer: { _id: 'c1', fullName: 'Nimal', phoneNumber: '0771234567' },
    customerInfo: { address: { street: '5 Lake Rd', city: 'Kandy' } },
    items: [
      {
        service: { _id: 'wash' },
        priceType: 'per_kg',
        quantity: 1,
        weight: 2.5,
        clothingCategory: null,
      },
      {
        service: { _id: 'press' },
        priceType: 'per_piece',
        quantity: 3,
        weight: 0,
        clothingCategory: 'shirts',
        notes: 'starch',
      },
    ],
    isExpressService: true,
    pickupRequired: true,
    pickupAddress: { street: '9 Hill St', city: 'Galle' },
    pickupPriceType: 'price',
    pickupCharges: 200,
    deliveryRequired: false,
    deliveryAddress: null,
    deliveryPriceType: 'free',
    deliveryCharges: 0,
    deliveryDistance: 0,
    discount: { ...STUDENT_DISCOUNT, isFirstOrderDiscount: false },
  } as unknown as Order;

  it('fills the form from the order, addresses falling back to the customer', () => {
    const form = orderFormFromOrder(order);
    expect(form.customer).toEqual({
      _id: 'c1',
      fullName: 'Nimal',
      phoneNumber: '0771234567',
      address: { street: '5 Lake Rd', city: 'Kandy' },
    });
    expect(form.values.items).toEqual([
      {
        serviceId: 'wash',
        quantity: 1,
        weight: 2.5,
        clothingCategory: 'normal_clothes',
        notes: '',
      },
      { serviceId: 'press', quantity: 3, weight: 0, clothingCategory: 'shirts', notes: 'starch' },
    ]);
    expect(form.values.pickupAddress).toEqual({ street: '9 Hill St', city: 'Galle', notes: '' });
    expect(form.values.deliveryAddress).toEqual({ street: '5 Lake Rd', city: 'Kandy', notes: '' });
    expect(form.values.pickupCharges).toBe(200);
    expect(form.values.specialInstructions).toBe('');
    expect(form.discount).toEqual(STUDENT_DISCOUNT);
  });

  it('has no settled discount when the order had none', () => {
    expect(orderFormFromOrder({ ...order, discount: null }).discount).toBeNull();
  });
});

describe('the form of a stored order', () => {
  it('keeps a weight only on a per-kg line, and the delivery address notes', () => {
    const order = apiOrder();
    const stored = apiOrder({
      items: order.items.map((item) => ({ ...item, weight: 1.5 })),
    });
    const { values } = orderFormFromOrder(stored);
    expect(values.items.map((item) => item.weight)).toEqual([1.5, 0]);
    expect(values.deliveryAddress).toEqual({
      street: '12 College Road',
      city: 'Malabe',
      notes: 'Blue gate',
    });
  });

  it('prices the delivery charge the form holds', () => {
    const values = { ...EMPTY_ORDER_FORM, deliveryRequired: true, deliveryCharges: 80.5 };
    expect(pricingInputFromForm(values).deliveryChargesCents).toBe(80_50);
    expect(
      pricingInputFromForm({ ...values, deliveryCharges: Number.NaN }).deliveryChargesCents,
    ).toBe(0);
  });
});

describe('orderFormTypingErrors (issue 37)', () => {
  const line = { clothingCategory: 'normal_clothes' as const, notes: '' };
  it('leaves a line typed out of bounds out of the price and names its field, never throws', () => {
    const form = values({
      items: [
        { ...line, serviceId: 'wash', weight: 501, quantity: 1 },
        { ...line, serviceId: 'press', weight: 0, quantity: 1001 },
        { ...line, serviceId: 'wash', weight: 2, quantity: 1 },
        { ...line, serviceId: '', weight: 0, quantity: 1 },
        { ...line, serviceId: 'wash', weight: 0, quantity: 1 },
      ],
    });
    const preview = previewOrderForm(form, catalogue, null, settings);
    expect(preview.pricing.subtotalCents).toBe(70_000);
    // A field still empty waits for the save; a value out of bounds is said at once.
    expect(orderFormTypingErrors(preview)).toEqual({
      'items.0.weight': 'Weight cannot exceed 500 kg',
      'items.1.quantity': 'Quantity cannot exceed 1000',
    });
    expect(orderFormTypingErrors(null)).toEqual({});
  });
});
