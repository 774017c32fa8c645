import { makeOrder } from '@laundry/api-client/testing';
import { describe, expect, it } from 'vitest';
import { receiptModel, receiptText } from './receiptModel';

const business = {
  name: 'Campus Clean Laundry',
  address: '1 Main St, Moratuwa',
  phone: '0771234567',
  email: 'hello@campuscleanlaundry.lk',
  timeZone: 'Asia/Colombo',
};
const extras = { business, issuedAt: '2026-02-02T08:00:00.000Z' };

describe('the order receipt', () => {
  it('prints the ready time, the cashier, the phone the Sri Lankan way and the dates with time', () => {
    const model = receiptModel(makeOrder(), extras);
    expect(model.readyBy).toBe('03/02/2026, 1:30 pm');
    expect(model.cashier).toBe('Kasun Perera');
    expect(model.customer.phone).toBe('077 123 4567');
    expect(model.pickupDate).toBe('02/02/2026, 1:30 pm');
    expect(model.deliveryDate).toBe('04/02/2026, 1:30 pm');
    const text = receiptText(model).split('\n');
    expect(text).toContain('Ready by: 03/02/2026, 1:30 pm');
    expect(text).toContain('Cashier: Kasun Perera');
    expect(text).toContain('Phone: 077 123 4567');
    expect(text).toContain('Pickup: 02/02/2026, 1:30 pm');
    expect(text).toContain('Delivery: 04/02/2026, 1:30 pm');
  });

  it('has no receipt number repeating the order number', () => {
    const text = receiptText(receiptModel(makeOrder(), extras));
    expect(text.match(/ORD-000123/g)).toEqual(['ORD-000123']);
    expect(text).not.toContain('Receipt:');
  });

  it('marks an express ready time, and prints none for an order saved before it was kept', () => {
    const express = receiptText(receiptModel(makeOrder({ isExpressService: true }), extras));
    expect(express).toContain('EXPRESS SERVICE (1 day)\nReady by (express): 03/02/2026, 1:30 pm');
    const older = receiptModel(
      makeOrder({ expectedReadyDate: null, pickupDate: null, deliveryDate: null }),
      extras,
    );
    expect(older.readyBy).toBeNull();
    expect(receiptText(older)).not.toMatch(/Ready by|Pickup: \d|Delivery: \d/);
  });
});
