import { describe, expect, it } from 'vitest';
import { handoverInputSchema, handoverOf } from './handover';

const walkIn = {
  status: 'complete',
  pickupRequired: false,
  deliveryRequired: false,
  items: [{ serviceName: 'Wash & Dry', service: { statuses: ['wash', 'dry'] } }],
  totalCents: 85_000,
  paidCents: 30_000,
};

describe('handoverOf', () => {
  it('hands a walk-in bag on the shelf over as collected, with what is still due', () => {
    expect(handoverOf(walkIn)).toEqual({ status: 'collected', dueCents: 55_000 });
    expect(handoverOf({ ...walkIn, paidCents: 85_000 })).toEqual({
      status: 'collected',
      dueCents: 0,
    });
  });

  it('hands a delivery over as delivered once it is out', () => {
    const delivery = { ...walkIn, deliveryRequired: true };
    expect(handoverOf(delivery)).toBeNull();
    expect(handoverOf({ ...delivery, status: 'deliver' })?.status).toBe('delivered');
  });

  it('has nothing to hand over before the shelf, after the handover or once cancelled', () => {
    expect(handoverOf({ ...walkIn, status: 'washing' })).toBeNull();
    expect(handoverOf({ ...walkIn, status: 'collected' })).toBeNull();
    expect(handoverOf({ ...walkIn, status: 'cancelled' })).toBeNull();
  });
});

describe('handoverInputSchema', () => {
  it('takes the payment dialog payload, or nothing for a paid order', () => {
    expect(handoverInputSchema.parse({})).toEqual({});
    expect(
      handoverInputSchema.parse({ payment: { method: 'cash', amount: 550 } }).payment?.amount,
    ).toBe(550);
    expect(handoverInputSchema.safeParse({ payment: { method: 'card', amount: 1 } }).success).toBe(
      false,
    );
    expect(handoverInputSchema.safeParse({ slot: 'B3' }).success).toBe(false);
  });
});
