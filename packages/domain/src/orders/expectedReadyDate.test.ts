import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_WEEK } from '../calendar';
import { expectedReadyDay, orderWorkMinutes, readyTime } from './expectedReadyDate';

const zone = 'Asia/Colombo';
// Monday 2 March 2026, 10:00 in Colombo (UTC+05:30).
const mondayTen = '2026-03-02T04:30:00.000Z';
const wash = { serviceId: 'wash', estimatedMinutes: 60 };
const iron = { serviceId: 'iron', estimatedMinutes: 90 };

describe('the ready time', () => {
  it('sums the distinct services, a missing estimate counting 60 minutes', () => {
    expect(orderWorkMinutes([wash, iron, wash])).toBe(150);
    expect(orderWorkMinutes([{ serviceId: 'dry' }, { serviceId: '' }])).toBe(60);
  });

  it('starts a standard order at the next open day’s opening', () => {
    const ready = readyTime(
      { takenAt: mondayTen, services: [wash, iron], isExpressService: false },
      SHOP_WEEK,
      zone,
    );
    // Tuesday 07:00 + 150 min = 09:30 local.
    expect(ready.toISOString()).toBe('2026-03-03T04:00:00.000Z');
  });

  it('starts express at once: the same day', () => {
    const ready = readyTime(
      { takenAt: mondayTen, services: [wash, iron], isExpressService: true },
      SHOP_WEEK,
      zone,
    );
    // Monday 10:00 + 150 min = 12:30 local.
    expect(ready.toISOString()).toBe('2026-03-02T07:00:00.000Z');
  });

  it('skips a closing day and the hours the shop is shut', () => {
    const week = { ...SHOP_WEEK, closedDays: ['2026-03-03'] };
    const ready = readyTime(
      { takenAt: mondayTen, services: [wash], isExpressService: false },
      week,
      zone,
    );
    // Tuesday shut: Wednesday 07:00 + 60 = 08:00 local.
    expect(ready.toISOString()).toBe('2026-03-04T02:30:00.000Z');
    // Express taken at 19:30 runs 30 min Monday and 30 min from Tuesday... shut, so Wednesday.
    const late = readyTime(
      { takenAt: '2026-03-02T14:00:00.000Z', services: [wash], isExpressService: true },
      week,
      zone,
    );
    expect(late.toISOString()).toBe('2026-03-04T02:00:00.000Z');
  });

  it('waits for the pickup: the clothes arrive then', () => {
    const ready = readyTime(
      {
        takenAt: mondayTen,
        pickupDate: '2026-03-04T10:30:00.000Z', // Wednesday 16:00 local
        services: [wash],
        isExpressService: true,
      },
      SHOP_WEEK,
      zone,
    );
    expect(ready.toISOString()).toBe('2026-03-04T11:30:00.000Z');
  });

  it('never has express later than standard, nor either before the order is taken', () => {
    const minutes = fc.integer({ min: 1, max: 1440 });
    const taken = fc.date({
      min: new Date('2026-01-01'),
      max: new Date('2027-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(taken, fc.array(minutes, { minLength: 1, maxLength: 5 }), (at, times) => {
        const services = times.map((estimatedMinutes, index) => ({
          serviceId: `s${index}`,
          estimatedMinutes,
        }));
        const express = readyTime(
          { takenAt: at, services, isExpressService: true },
          SHOP_WEEK,
          zone,
        );
        const standard = readyTime(
          { takenAt: at, services, isExpressService: false },
          SHOP_WEEK,
          zone,
        );
        expect(express.getTime()).toBeGreaterThan(at.getTime());
        expect(express.getTime()).toBeLessThanOrEqual(standard.getTime());
      }),
    );
  });
});

describe('the expected ready day', () => {
  it('is the stored ready time’s business day while the order is pending or in progress', () => {
    // 20:00 UTC is 01:30 the next day in Colombo: the business day decides.
    const order = { status: 'washing', expectedReadyDate: '2026-03-02T20:00:00.000Z' };
    expect(expectedReadyDay(order, zone)).toBe('2026-03-03');
  });

  it('expects nothing once ready, handed over or cancelled, or when never worked out', () => {
    for (const status of ['complete', 'deliver', 'cancelled']) {
      expect(expectedReadyDay({ status, expectedReadyDate: mondayTen }, zone)).toBeNull();
    }
    expect(expectedReadyDay({ status: 'received', expectedReadyDate: null }, zone)).toBeNull();
  });
});
