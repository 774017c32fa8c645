import { describe, expect, it } from 'vitest';
import {
  closeTillFormSchema,
  closeTillSchema,
  openTillSchema,
  tillAdjustmentSchema,
  tillMessages,
  tillMovementSchema,
} from './tillForms';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('till forms', () => {
  it('opens with a float of 0 or more with two decimals at most', () => {
    expect(openTillSchema.parse({ float: 5000 })).toEqual({ float: 5000 });
    expect(openTillSchema.parse({ float: 0 })).toEqual({ float: 0 });
    expect(messageOf(openTillSchema.safeParse({ float: -1 }))).toBe(tillMessages.amountNotNegative);
    expect(messageOf(openTillSchema.safeParse({ float: 1.005 }))).toBe(tillMessages.amountDecimals);
    expect(messageOf(openTillSchema.safeParse({}))).toBe(tillMessages.amountRequired);
  });

  it('takes a paid-out or a drop with a positive amount and a reason', () => {
    expect(
      tillMovementSchema.parse({ kind: 'paid_out', amount: 300, reason: '  Detergent ' }),
    ).toEqual({ kind: 'paid_out', amount: 300, reason: 'Detergent' });
    expect(
      messageOf(tillMovementSchema.safeParse({ kind: 'payment', amount: 1, reason: 'x' })),
    ).toBe(tillMessages.kindRequired);
    expect(messageOf(tillMovementSchema.safeParse({ kind: 'drop', amount: 0, reason: 'x' }))).toBe(
      tillMessages.amountPositive,
    );
    expect(messageOf(tillMovementSchema.safeParse({ kind: 'drop', amount: 5, reason: ' ' }))).toBe(
      tillMessages.reasonRequired,
    );
  });

  it('closes with a count by denomination or a total, never both nor neither', () => {
    expect(closeTillSchema.parse({ denominations: { '5000': 1 }, note: 'ok' })).toEqual({
      denominations: { '5000': 1 },
      note: 'ok',
    });
    expect(closeTillSchema.parse({ countedTotal: 4980 })).toEqual({ countedTotal: 4980 });
    expect(messageOf(closeTillSchema.safeParse({}))).toBe(tillMessages.countRequired);
    expect(messageOf(closeTillSchema.safeParse({ denominations: {}, countedTotal: 1 }))).toBe(
      tillMessages.countOneWay,
    );
    expect(messageOf(closeTillSchema.safeParse({ denominations: { '5000': 1.5 } }))).toBe(
      tillMessages.piecesWhole,
    );
    expect(closeTillSchema.safeParse({ denominations: { '3000': 1 } }).success).toBe(false);
  });

  it('adjusts by a signed amount that is not 0', () => {
    expect(tillAdjustmentSchema.parse({ amount: -20, reason: 'Found in safe' }).amount).toBe(-20);
    expect(messageOf(tillAdjustmentSchema.safeParse({ amount: 0, reason: 'x' }))).toBe(
      tillMessages.amountNotZero,
    );
  });
});

describe('the count-and-close form', () => {
  const empty = Object.fromEntries(
    ['5000', '2000', '1000', '500', '100', '50', '20', '10', '5', '2', '1'].map((k) => [k, '']),
  );

  it('answers the API body for a count by denomination, empty boxes counting none', () => {
    const parsed = closeTillFormSchema.parse({
      mode: 'denominations',
      denominations: { ...empty, '5000': '1', '50': ' 2 ' },
      countedTotal: '',
      note: '',
    });
    expect(parsed).toEqual({ denominations: { '5000': 1, '50': 2 } });
    expect(closeTillSchema.parse(parsed)).toEqual(parsed);
  });

  it('needs the total when counting as one total', () => {
    const values = { mode: 'total', denominations: empty, countedTotal: '', note: 'x' };
    expect(closeTillFormSchema.safeParse(values).error?.issues[0]?.message).toBe(
      tillMessages.countRequired,
    );
    expect(closeTillFormSchema.parse({ ...values, countedTotal: '4980.50' })).toEqual({
      countedTotal: 4980.5,
      note: 'x',
    });
  });

  it("reads only the chosen mode's boxes: what is left in the other neither counts nor blocks", () => {
    const leftBehind = { ...empty, '10': '1.5' };
    expect(
      closeTillFormSchema.parse({
        mode: 'total',
        denominations: leftBehind,
        countedTotal: '6430',
        note: '',
      }),
    ).toEqual({ countedTotal: 6430 });
    expect(
      closeTillFormSchema.parse({
        mode: 'denominations',
        denominations: { ...empty, '10': '3' },
        countedTotal: 'abc',
        note: '',
      }),
    ).toEqual({ denominations: { '10': 3 } });
    // In its own mode the count is still refused, by the box it is about.
    const refused = closeTillFormSchema.safeParse({
      mode: 'denominations',
      denominations: leftBehind,
      countedTotal: '',
      note: '',
    }).error?.issues;
    expect(refused?.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: tillMessages.piecesWhole, path: ['denominations', '10'] },
    ]);
  });
});
