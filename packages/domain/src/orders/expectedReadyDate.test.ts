import { describe, expect, it } from 'vitest';
import { dueDate, expectedReadyDate } from './expectedReadyDate';

const zone = 'Asia/Colombo';
// 20:00 UTC is 01:30 the next day in Colombo: the business day decides, not UTC's.
const lateEvening = '2026-03-02T20:00:00.000Z';

describe('expected ready date', () => {
  it('is two business days after a standard order is taken, one for express', () => {
    const order = { status: 'washing', createdAt: lateEvening, isExpressService: false };
    expect(dueDate(order, zone)).toBe('2026-03-05');
    expect(dueDate({ ...order, isExpressService: true }, zone)).toBe('2026-03-04');
  });

  it('is the agreed delivery date when there is one', () => {
    const order = {
      status: 'received',
      createdAt: lateEvening,
      isExpressService: false,
      deliveryDate: '2026-03-10T06:00:00.000Z',
    };
    expect(expectedReadyDate(order, zone)).toBe('2026-03-10');
  });

  it('expects nothing once ready, delivered or cancelled', () => {
    for (const status of ['complete', 'deliver', 'cancelled']) {
      expect(
        expectedReadyDate({ status, createdAt: lateEvening, isExpressService: false }, zone),
      ).toBeNull();
    }
  });
});
