import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToRupees, rupeesToCents } from '../money';
import { CLOTHING_CATEGORIES } from '../services';
import { orderPayloadSchema } from './orderPayload';
import {
  type CatalogueService,
  OrderPricingError,
  type OrderPricingInput,
  priceOrder,
  pricingInputFromPayload,
} from './priceOrder';

const washAndDry: CatalogueService = {
  id: 'wash-dry',
  name: 'Wash & Dry',
  isActive: true,
  priceType: 'per_kg',
  basePriceCents: 350_00,
  clothingPricesCents: { bed_sheets: 400_00 },
};
const dryCleaning: CatalogueService = {
  id: 'dry-clean',
  name: 'Dry Cleaning',
  isActive: true,
  priceType: 'per_piece',
  basePriceCents: 500_00,
  clothingPricesCents: { blazers: 1200_00, suits: 1800_00 },
};
const retired: CatalogueService = {
  ...dryCleaning,
  id: 'retired',
  name: 'Old Press',
  isActive: false,
};
const catalogue = new Map([washAndDry, dryCleaning, retired].map((s) => [s.id, s]));

const campaign = {
  campaignCode: 'GRANDOPENING2025',
  campaignName: 'Grand Opening 2025',
  discount: 20,
};
const settings = { campaign, taxRateBasisPoints: 0 };

const regular = { isStudent: false, totalOrders: 3 };
const student = { isStudent: true, campusId: 'IT2112345', totalOrders: 3 };
const campaignNewcomer = { isStudent: false, campaignCode: 'GRANDOPENING2025', totalOrders: 0 };
const campaignStudent = { ...student, campaignCode: 'GRANDOPENING2025', totalOrders: 0 };

const base: OrderPricingInput = {
  items: [],
  isExpressService: false,
  pickupRequired: false,
  pickupPriceType: 'free',
  pickupChargesCents: 0,
  deliveryRequired: false,
  deliveryPriceType: 'free',
  deliveryChargesCents: 0,
};
const kgLine = { serviceId: 'wash-dry', weight: 2.5, clothingCategory: 'normal_clothes' as const };
const pieceLine = { serviceId: 'dry-clean', quantity: 2, clothingCategory: 'blazers' as const };

describe('priceOrder', () => {
  it('shows no negative balance when more was paid than the new total (a refund due)', () => {
    const priced = priceOrder(
      { ...base, items: [kgLine], paidCents: 1000_00 },
      catalogue,
      regular,
      settings,
    );
    expect(priced.totalAmountCents).toBe(875_00);
    expect(priced.balanceAmountCents).toBe(0);
  });

  it('prices per_kg and per_piece lines by the service rule and freezes the names', () => {
    const priced = priceOrder(
      { ...base, items: [kgLine, pieceLine] },
      catalogue,
      regular,
      settings,
    );
    expect(priced.items).toEqual([
      {
        serviceId: 'wash-dry',
        serviceName: 'Wash & Dry',
        priceType: 'per_kg',
        clothingCategory: 'normal_clothes',
        quantity: 1,
        weight: 2.5,
        unitPriceCents: 350_00,
        totalPriceCents: 875_00,
        notes: null,
      },
      {
        serviceId: 'dry-clean',
        serviceName: 'Dry Cleaning',
        priceType: 'per_piece',
        clothingCategory: 'blazers',
        quantity: 2,
        weight: 0,
        unitPriceCents: 1200_00,
        totalPriceCents: 2400_00,
        notes: null,
      },
    ]);
    expect(priced.subtotalCents).toBe(3275_00);
    expect(priced.discount).toBeNull();
    expect(priced.discountAmountCents).toBe(0);
    expect(priced.totalAmountCents).toBe(3275_00);
    expect(priced.balanceAmountCents).toBe(3275_00);
  });

  it('takes the smallest line of each kind: 0.1 kg, one piece', () => {
    const priced = priceOrder(
      {
        ...base,
        items: [
          { ...kgLine, weight: 0.1 },
          { ...pieceLine, quantity: 1 },
        ],
      },
      catalogue,
      regular,
      settings,
    );
    expect(priced.items.map((item) => [item.weight, item.quantity])).toEqual([
      [0.1, 1],
      [0, 1],
    ]);
  });

  it('gives a valid student 10% of the subtotal', () => {
    const priced = priceOrder({ ...base, items: [kgLine] }, catalogue, student, settings);
    expect(priced.discount?.type).toBe('student');
    expect(priced.discountAmountCents).toBe(87_50);
    expect(priced.totalAmountCents).toBe(787_50);
  });

  it('gives the campaign 20% on the first order only, and never with the student discount', () => {
    const first = priceOrder({ ...base, items: [kgLine] }, catalogue, campaignNewcomer, settings);
    expect(first.discount?.type).toBe('campaign');
    expect(first.discountAmountCents).toBe(175_00);
    expect(first.totalAmountCents).toBe(700_00);

    const studentFirst = priceOrder(
      { ...base, items: [kgLine] },
      catalogue,
      campaignStudent,
      settings,
    );
    expect(studentFirst.discount?.percentage).toBe(20);
    expect(studentFirst.discountAmountCents).toBe(175_00);

    const studentSecond = priceOrder(
      { ...base, items: [kgLine] },
      catalogue,
      { ...campaignStudent, totalOrders: 1 },
      settings,
    );
    expect(studentSecond.discount?.type).toBe('student');
    expect(studentSecond.discountAmountCents).toBe(87_50);

    const newcomerSecond = priceOrder(
      { ...base, items: [kgLine] },
      catalogue,
      { ...campaignNewcomer, totalOrders: 1 },
      settings,
    );
    expect(newcomerSecond.discount).toBeNull();
  });

  it('keeps the discount an edited order was settled with, whatever the customer would get now', () => {
    const studentDiscount = priceOrder(
      { ...base, items: [kgLine] },
      catalogue,
      student,
      settings,
    ).discount;
    expect(studentDiscount?.type).toBe('student');
    const kept = priceOrder({ ...base, items: [kgLine] }, catalogue, regular, {
      ...settings,
      settledDiscount: studentDiscount,
    });
    expect([kept.discount, kept.discountAmountCents]).toEqual([studentDiscount, 87_50]);
    const none = priceOrder({ ...base, items: [kgLine] }, catalogue, student, {
      ...settings,
      settledDiscount: null,
    });
    expect([none.discount, none.discountAmountCents]).toEqual([null, 0]);
  });

  it('gives no discount without a customer or a campaign', () => {
    expect(priceOrder({ ...base, items: [kgLine] }, catalogue, null, settings).discount).toBeNull();
    const noCampaign = priceOrder({ ...base, items: [kgLine] }, catalogue, campaignNewcomer, {
      campaign: null,
    });
    expect(noCampaign.discountAmountCents).toBe(0);
  });

  it('applies the discount to the subtotal only, not to fees and charges', () => {
    const priced = priceOrder(
      {
        ...base,
        items: [kgLine],
        isExpressService: true,
        pickupRequired: true,
        pickupPriceType: 'price',
        pickupChargesCents: 150_00,
        deliveryRequired: true,
        deliveryPriceType: 'price',
        deliveryChargesCents: 200_50,
      },
      catalogue,
      student,
      settings,
    );
    expect(priced.expressServiceFeeCents).toBe(100_00);
    expect(priced.pickupChargesCents).toBe(150_00);
    expect(priced.deliveryChargesCents).toBe(200_50);
    expect(priced.discountAmountCents).toBe(87_50);
    expect(priced.totalAmountCents).toBe(875_00 - 87_50 + 100_00 + 150_00 + 200_50);
  });

  it('charges nothing for a free leg or a leg not taken', () => {
    const free = priceOrder(
      {
        ...base,
        items: [kgLine],
        pickupRequired: true,
        pickupPriceType: 'free',
        pickupChargesCents: 150_00,
        deliveryRequired: false,
        deliveryPriceType: 'price',
        deliveryChargesCents: 99_00,
      },
      catalogue,
      regular,
      settings,
    );
    expect(free.pickupChargesCents).toBe(0);
    expect(free.deliveryChargesCents).toBe(0);
    expect(free.totalAmountCents).toBe(875_00);
  });

  it('adds extra items and tax, and subtracts what was paid', () => {
    const priced = priceOrder(
      {
        ...base,
        items: [pieceLine],
        extraItems: [
          { name: 'Garment Bag', priceCents: 100_00, quantity: 2 },
          { name: 'Wooden Hanger', priceCents: 50_00, quantity: 1 },
        ],
        paidCents: 1000_00,
      },
      catalogue,
      regular,
      { campaign, taxRateBasisPoints: 250 },
    );
    expect(priced.extraChargesCents).toBe(250_00);
    // 2.5% of 2,650.00 = 66.25
    expect(priced.taxAmountCents).toBe(66_25);
    expect(priced.totalAmountCents).toBe(2716_25);
    expect(priced.paidAmountCents).toBe(1000_00);
    expect(priced.balanceAmountCents).toBe(1716_25);
  });

  it('rounds tax half up to the cent', () => {
    const priced = priceOrder(
      { ...base, items: [{ serviceId: 'wash-dry', weight: 0.1 }] },
      catalogue,
      regular,
      { campaign: null, taxRateBasisPoints: 50 },
    );
    // 35.00 × 0.5% = 0.175 → 0.18
    expect(priced.taxAmountCents).toBe(18);
  });

  it('refuses lines the catalogue cannot price, naming the field', () => {
    const attempt = (line: object) => () =>
      priceOrder({ ...base, items: [kgLine, line as never] }, catalogue, regular, settings);
    expect(attempt({ serviceId: '' })).toThrow(
      new OrderPricingError('Service is required', 'items.1.serviceId'),
    );
    expect(attempt({ serviceId: 'nope', quantity: 1 })).toThrow('Service not found');
    expect(attempt({ serviceId: 'retired', quantity: 1 })).toThrow(
      'Old Press is not offered any more',
    );
    expect(attempt({ serviceId: 'wash-dry', weight: 0 })).toThrow('Weight is required');
    expect(attempt({ serviceId: 'wash-dry' })).toThrow('Weight is required');
    expect(attempt({ serviceId: 'wash-dry', weight: 0.05 })).toThrow(
      'Weight must be at least 0.1 kg',
    );
    expect(attempt({ serviceId: 'dry-clean', quantity: 0 })).toThrow('Quantity must be at least 1');
    expect(attempt({ serviceId: 'dry-clean', quantity: null })).toThrow('Quantity is required');
    try {
      attempt({ serviceId: 'wash-dry', weight: 0.05 })();
    } catch (error) {
      expect(error).toBeInstanceOf(OrderPricingError);
      expect((error as OrderPricingError).field).toBe('items.1.weight');
    }
  });

  it('names the field of every refusal, and keeps trimmed notes', () => {
    const fieldOf = (line: object) => {
      try {
        priceOrder({ ...base, items: [line as never] }, catalogue, regular, settings);
      } catch (error) {
        expect(error).toBeInstanceOf(OrderPricingError);
        expect((error as Error).name).toBe('OrderPricingError');
        return [(error as OrderPricingError).field, (error as Error).message];
      }
      return null;
    };
    expect(fieldOf({ serviceId: 'nope', quantity: 1 })).toEqual([
      'items.0.serviceId',
      'Service not found',
    ]);
    expect(fieldOf({ serviceId: 'retired', quantity: 1 })).toEqual([
      'items.0.serviceId',
      'Old Press is not offered any more',
    ]);
    expect(fieldOf({ serviceId: 'wash-dry' })).toEqual(['items.0.weight', 'Weight is required']);
    expect(fieldOf({ serviceId: 'dry-clean' })).toEqual([
      'items.0.quantity',
      'Quantity is required',
    ]);
    expect(fieldOf({ serviceId: 'dry-clean', quantity: 0 })).toEqual([
      'items.0.quantity',
      'Quantity must be at least 1',
    ]);
    const priced = priceOrder(
      {
        ...base,
        items: [
          { ...pieceLine, notes: '  no starch  ' },
          { ...kgLine, notes: '   ' },
        ],
      },
      catalogue,
      regular,
      settings,
    );
    expect(priced.items.map((item) => item.notes)).toEqual(['no starch', null]);
  });

  it('converts the rupee payload at one boundary, refusing client totals', () => {
    const refused = orderPayloadSchema.safeParse({
      customerId: 'c1',
      items: [{ serviceId: 'wash-dry', weight: 2.5 }],
      totalAmount: 1,
      subtotal: 1,
    });
    expect(refused.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
    const payload = orderPayloadSchema.parse({
      customerId: 'c1',
      items: [{ serviceId: 'wash-dry', weight: 2.5 }],
      pickupRequired: true,
      pickupAddress: { street: '1 Main St', city: 'Malabe' },
      pickupPriceType: 'price',
      pickupCharges: 150.25,
    });
    const input = pricingInputFromPayload(payload, { paidCents: 5 });
    expect(input.pickupChargesCents).toBe(150_25);
    expect(input.paidCents).toBe(5);
    expect(priceOrder(input, catalogue, regular, settings).totalAmountCents).toBe(875_00 + 150_25);
    expect(rupeesToCents(0.29)).toBe(29);
    expect(centsToRupees(12_345)).toBe(123.45);
  });
});

const lineArb = fc.oneof(
  fc.record({
    serviceId: fc.constant('wash-dry'),
    weight: fc.integer({ min: 1, max: 5000 }).map((tenths) => tenths / 10),
    clothingCategory: fc.constantFrom(...CLOTHING_CATEGORIES),
  }),
  fc.record({
    serviceId: fc.constant('dry-clean'),
    quantity: fc.integer({ min: 1, max: 1000 }),
    clothingCategory: fc.constantFrom(...CLOTHING_CATEGORIES),
  }),
);
const inputArb = fc.record({
  items: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
  isExpressService: fc.boolean(),
  pickupRequired: fc.boolean(),
  pickupPriceType: fc.constantFrom('free' as const, 'price' as const),
  pickupChargesCents: fc.integer({ min: 0, max: 10_000_000 }),
  deliveryRequired: fc.boolean(),
  deliveryPriceType: fc.constantFrom('free' as const, 'price' as const),
  deliveryChargesCents: fc.integer({ min: 0, max: 10_000_000 }),
  extraItems: fc.array(
    fc.record({
      name: fc.constant('Garment Bag'),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    }),
    { maxLength: 3 },
  ),
  paidCents: fc.integer({ min: 0, max: 100_000_000 }),
});
const customerArb = fc.constantFrom(null, regular, student, campaignNewcomer, campaignStudent);
const settingsArb = fc.record({
  campaign: fc.constantFrom(campaign, null, { ...campaign, discount: 100 }),
  taxRateBasisPoints: fc.integer({ min: 0, max: 3000 }),
});

describe('priceOrder properties', () => {
  it('never gives a negative amount, and every amount is whole cents', () => {
    fc.assert(
      fc.property(inputArb, customerArb, settingsArb, (input, customer, s) => {
        const priced = priceOrder(input, catalogue, customer, s);
        for (const value of [
          priced.subtotalCents,
          priced.discountAmountCents,
          priced.taxAmountCents,
          priced.totalAmountCents,
          priced.paidAmountCents,
          ...priced.items.map((item) => item.totalPriceCents),
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps balance = total − paid (never below 0) and total = the sum of its parts', () => {
    fc.assert(
      fc.property(inputArb, customerArb, settingsArb, (input, customer, s) => {
        const p = priceOrder(input, catalogue, customer, s);
        expect(p.balanceAmountCents).toBe(Math.max(0, p.totalAmountCents - p.paidAmountCents));
        expect(p.subtotalCents).toBe(p.items.reduce((sum, item) => sum + item.totalPriceCents, 0));
        expect(p.totalAmountCents).toBe(
          p.subtotalCents -
            p.discountAmountCents +
            p.expressServiceFeeCents +
            p.pickupChargesCents +
            p.deliveryChargesCents +
            p.extraChargesCents +
            p.taxAmountCents,
        );
      }),
    );
  });

  it('never lets the discount exceed the subtotal, nor exceed its percentage of it', () => {
    fc.assert(
      fc.property(inputArb, customerArb, settingsArb, (input, customer, s) => {
        const p = priceOrder(input, catalogue, customer, s);
        expect(p.discountAmountCents).toBeLessThanOrEqual(p.subtotalCents);
        const percentage = p.discount?.percentage ?? 0;
        expect(
          Math.abs(p.discountAmountCents - (p.subtotalCents * percentage) / 100),
        ).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('gives the same answer when an order is priced again from its own frozen lines', () => {
    fc.assert(
      fc.property(inputArb, customerArb, settingsArb, (input, customer, s) => {
        const first = priceOrder(input, catalogue, customer, s);
        const again = priceOrder(
          {
            ...input,
            items: first.items.map((item) => ({
              serviceId: item.serviceId,
              quantity: item.quantity,
              weight: item.weight,
              clothingCategory: item.clothingCategory,
            })),
            extraItems: first.extraItems,
            paidCents: first.paidAmountCents,
          },
          catalogue,
          customer,
          s,
        );
        expect(again).toEqual(first);
      }),
    );
  });
});
