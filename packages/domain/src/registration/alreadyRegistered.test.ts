import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN } from '../campaign';
import { customerMessages } from '../customers';
import {
  ALREADY_REGISTERED_MESSAGE,
  alreadyRegisteredDiscountRules,
  isAlreadyRegisteredMessage,
} from './alreadyRegistered';

describe('already registered', () => {
  it('tells the visitor they are registered without naming anyone', () => {
    expect(ALREADY_REGISTERED_MESSAGE).toMatch(/already registered/);
    expect(isAlreadyRegisteredMessage(ALREADY_REGISTERED_MESSAGE)).toBe(true);
    expect(isAlreadyRegisteredMessage(customerMessages.phoneTaken)).toBe(false);
    expect(isAlreadyRegisteredMessage(null)).toBe(false);
  });

  it('states the discount rules: the student discount, and the campaign offer while it runs', () => {
    expect(alreadyRegisteredDiscountRules(null)).toEqual([
      'Students get 10% off every order once a valid student ID is on file: if yours is not, show it at the counter or to our pickup driver.',
    ]);
    const rules = alreadyRegisteredDiscountRules(DEFAULT_CAMPAIGN);
    expect(rules).toHaveLength(2);
    expect(rules[1]).toBe(
      'If you registered online during Grand Opening 2025, its 20% off waits for your first order (the larger discount applies; they never add up).',
    );
    expect(alreadyRegisteredDiscountRules({ ...DEFAULT_CAMPAIGN, discount: 0 })).toHaveLength(1);
  });
});
