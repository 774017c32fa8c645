import { describe, expect, it } from 'vitest';
import {
  exceedsLoyaltyBalance,
  LOYALTY_PRESETS,
  loyaltyActions,
  loyaltyUpdateFormSchema,
  loyaltyUpdateSchema,
} from './loyaltyUpdate';

/** The dialog's messages (its fields are text). */
function firstMessage(input: unknown) {
  return loyaltyUpdateFormSchema.safeParse(input).error?.issues[0]?.message;
}

const valid = { action: 'add', points: 50, reason: 'Birthday bonus' };

describe('loyaltyUpdateSchema', () => {
  it('takes a valid change; text for the points only from the dialog (decision 034)', () => {
    expect(loyaltyUpdateSchema.parse(valid)).toEqual(valid);
    expect(loyaltyUpdateSchema.safeParse({ ...valid, points: '500' }).error?.issues).toMatchObject([
      { path: ['points'], message: 'Points amount is required' },
    ]);
    expect(
      loyaltyUpdateFormSchema.parse({ ...valid, points: ' 500 ', reason: '  Promo  ' }),
    ).toEqual({
      action: 'add',
      points: 500,
      reason: 'Promo',
    });
    expect(loyaltyUpdateSchema.parse({ ...valid, action: 'set', currentPoints: 40 })).toEqual({
      ...valid,
      action: 'set',
      currentPoints: 40,
    });
  });

  it.each([
    [undefined, 'Points amount is required'],
    ['', 'Points amount is required'],
    ['   ', 'Points amount is required'],
    [Number.NaN, 'Points amount is required'],
    [0, 'Points must be at least 1'],
    [-5, 'Points must be at least 1'],
    ['0', 'Points must be at least 1'],
    [10_001, 'Points cannot exceed 10,000'],
    ['10001', 'Points cannot exceed 10,000'],
    [2.5, 'Points must be a whole number'],
    ['abc', 'Points amount is required'],
  ])('points %j → %s', (points, message) => {
    expect(firstMessage({ ...valid, points })).toBe(message);
  });

  it('takes the bounds 1 and 10,000', () => {
    expect(loyaltyUpdateSchema.safeParse({ ...valid, points: 1 }).success).toBe(true);
    expect(loyaltyUpdateSchema.safeParse({ ...valid, points: 10_000 }).success).toBe(true);
  });

  it.each([
    [undefined, 'Reason is required'],
    ['', 'Reason is required'],
    ['abcd', 'Reason must be at least 5 characters'],
    ['   abcd  ', 'Reason must be at least 5 characters'],
    ['x'.repeat(201), 'Reason must be less than 200 characters'],
  ])('reason %j → %s', (reason, message) => {
    expect(firstMessage({ ...valid, reason })).toBe(message);
  });

  it('takes reasons of 5 and 200 characters', () => {
    expect(loyaltyUpdateSchema.safeParse({ ...valid, reason: 'abcde' }).success).toBe(true);
    expect(loyaltyUpdateSchema.safeParse({ ...valid, reason: 'x'.repeat(200) }).success).toBe(true);
  });

  it('knows the three actions and refuses unknown fields', () => {
    expect(firstMessage({ ...valid, action: 'double' })).toBe(
      'Action must be add, subtract or set',
    );
    expect(loyaltyUpdateSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('currentPoints (what the dialog showed)', () => {
  it.each([
    ['40', 'Current points must be a number'],
    [2.5, 'Current points must be a whole number'],
    [-1, 'Current points cannot be negative'],
    [1_000_001, 'Loyalty points cannot exceed 1,000,000'],
  ])('%j → %s', (currentPoints, message) => {
    expect(firstMessage({ ...valid, currentPoints })).toBe(message);
  });
});

describe('exceedsLoyaltyBalance', () => {
  it('allows a balance of exactly 1,000,000 and refuses one more', () => {
    expect(exceedsLoyaltyBalance(1_000_000)).toBe(false);
    expect(exceedsLoyaltyBalance(1_000_001)).toBe(true);
  });
});

describe('LOYALTY_PRESETS', () => {
  it("are the spec's quick amounts", () => {
    expect(LOYALTY_PRESETS).toEqual({
      add: [10, 25, 50, 100, 500],
      subtract: [10, 25, 50, 100],
      set: [],
    });
  });

  it('offers only amounts the dialog accepts', () => {
    for (const action of loyaltyActions) {
      for (const points of LOYALTY_PRESETS[action]) {
        expect(loyaltyUpdateSchema.safeParse({ ...valid, action, points }).success).toBe(true);
      }
    }
  });
});
