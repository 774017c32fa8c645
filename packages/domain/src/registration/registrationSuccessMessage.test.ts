import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN } from '../campaign';
import { campaignDiscount, STUDENT_DISCOUNT } from '../discounts';
import {
  REGISTRATION_SUCCESS_MESSAGE,
  registrationSuccessMessage,
  STUDENT_REGISTRATION_SUCCESS_MESSAGE,
} from './registrationSuccessMessage';

describe('registrationSuccessMessage', () => {
  it('welcomes with the discount the visitor got', () => {
    expect(registrationSuccessMessage(campaignDiscount(DEFAULT_CAMPAIGN), DEFAULT_CAMPAIGN)).toBe(
      DEFAULT_CAMPAIGN.successMessage,
    );
    expect(registrationSuccessMessage(STUDENT_DISCOUNT, DEFAULT_CAMPAIGN)).toBe(
      STUDENT_REGISTRATION_SUCCESS_MESSAGE,
    );
    expect(STUDENT_REGISTRATION_SUCCESS_MESSAGE).toContain('10% student discount');
    expect(registrationSuccessMessage(null, DEFAULT_CAMPAIGN)).toBe(REGISTRATION_SUCCESS_MESSAGE);
  });
});
