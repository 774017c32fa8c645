import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCashIn,
  TILL_CASH_KINDS,
  type TillCashMovement,
  tillCashFigures,
  tillVariance,
} from './tillCash';

const cents = fc.integer({ min: 0, max: 10_000_000_00 });
const movement = fc.record({ kind: fc.constantFrom(...TILL_CASH_KINDS), cents });
const movements = fc.array(movement, { maxLength: 60 });

describe('tillCashFigures', () => {
  it('expects the float plus cash in minus cash out, for any sequence', () => {
    fc.assert(
      fc.property(cents, movements, (floatCents, sequence) => {
        const cashIn = sequence.filter((m) => isCashIn(m.kind)).reduce((s, m) => s + m.cents, 0);
        const cashOut = sequence.filter((m) => !isCashIn(m.kind)).reduce((s, m) => s + m.cents, 0);
        expect(tillCashFigures(floatCents, sequence).expectedCents).toBe(
          floatCents + cashIn - cashOut,
        );
      }),
    );
  });

  it('does not depend on the order the cash moved in', () => {
    fc.assert(
      fc.property(cents, movements, (floatCents, sequence) => {
        const reversed = [...sequence].reverse();
        expect(tillCashFigures(floatCents, reversed)).toEqual(
          tillCashFigures(floatCents, sequence),
        );
      }),
    );
  });

  it('adds up each kind apart', () => {
    const sequence: TillCashMovement[] = [
      { kind: 'payment', cents: 1_500_00 },
      { kind: 'payment', cents: 2_000_00 },
      { kind: 'refund', cents: 250_00 },
      { kind: 'paid_out', cents: 300_00 },
      { kind: 'drop', cents: 3_000_00 },
    ];
    expect(tillCashFigures(5_000_00, sequence)).toEqual({
      floatCents: 5_000_00,
      cashPaymentsCents: 3_500_00,
      cashRefundsCents: 250_00,
      paidOutsCents: 300_00,
      dropsCents: 3_000_00,
      expectedCents: 4_950_00,
    });
  });

  it('expects only the float when nothing moved', () => {
    expect(tillCashFigures(1_000_00, []).expectedCents).toBe(1_000_00);
  });
});

describe('tillVariance', () => {
  it('is negative when cash is missing and positive when there is too much', () => {
    expect(tillVariance(9_980_00, 10_000_00)).toBe(-20_00);
    expect(tillVariance(10_050_00, 10_000_00)).toBe(50_00);
    expect(tillVariance(10_000_00, 10_000_00)).toBe(0);
  });

  it('brings the count back to the expected cash', () => {
    fc.assert(
      fc.property(cents, cents, (counted, expected) => {
        expect(expected + tillVariance(counted, expected)).toBe(counted);
      }),
    );
  });
});
