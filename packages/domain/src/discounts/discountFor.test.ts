import { describe, expect, it } from 'vitest';
import { campaignConfigSchema, DEFAULT_CAMPAIGN } from '../campaign';
import {
  campaignDiscount,
  type DiscountCustomer,
  discountFor,
  isEligibleForStudentDiscount,
  STUDENT_DISCOUNT,
} from './discountFor';
import { discountInfoSchema } from './discountInfo';

const regular: DiscountCustomer = { isStudent: false, totalOrders: 0 };
const student: DiscountCustomer = { isStudent: true, campusId: 'IT2112345', totalOrders: 0 };
const code = DEFAULT_CAMPAIGN.campaignCode;

describe('discountFor', () => {
  it('gives nothing to a regular customer without a campaign', () => {
    expect(discountFor(regular, DEFAULT_CAMPAIGN)).toBeNull();
    expect(discountFor(regular)).toBeNull();
  });

  it('gives the campaign 20% on the first order only', () => {
    const campaignCustomer = { ...regular, campaignCode: code };
    expect(discountFor(campaignCustomer, DEFAULT_CAMPAIGN)).toEqual({
      percentage: 20,
      description: 'Grand Opening 2025: 20% off your first order',
      isOneTime: true,
      type: 'campaign',
    });
    expect(discountFor({ ...campaignCustomer, totalOrders: 1 }, DEFAULT_CAMPAIGN)).toBeNull();
  });

  it('ignores a campaign code that is not this campaign, or no campaign at all', () => {
    expect(discountFor({ ...regular, campaignCode: 'OTHER' }, DEFAULT_CAMPAIGN)).toBeNull();
    expect(discountFor({ ...regular, campaignCode: code }, null)).toBeNull();
    expect(discountFor({ ...regular, campaignCode: null }, DEFAULT_CAMPAIGN)).toBeNull();
  });

  it('gives a student with a valid ID 10% on every order', () => {
    expect(discountFor(student)).toEqual(STUDENT_DISCOUNT);
    expect(discountFor({ ...student, totalOrders: 12 }, DEFAULT_CAMPAIGN)).toEqual({
      percentage: 10,
      description: 'Student discount: 10% off all orders',
      isOneTime: false,
      type: 'student',
    });
  });

  it('gives a student nothing without a valid ID', () => {
    expect(discountFor({ ...student, campusId: '' })).toBeNull();
    expect(discountFor({ ...student, campusId: null })).toBeNull();
    expect(discountFor({ ...student, campusId: 'AB12' })).toBeNull();
    expect(discountFor({ ...student, campusId: 'ABC12#' })).toBeNull();
    // Valid somewhere, but not for the institution recorded.
    expect(
      discountFor({ ...student, campusId: 'MM211234', institution: 'main-campus' }),
    ).toBeNull();
    // A student ID without the student flag counts for nothing.
    expect(discountFor({ ...regular, campusId: 'IT2112345' })).toBeNull();
  });

  it('does not stack: the larger applies, then the student discount continues', () => {
    const both = { ...student, campaignCode: code };
    expect(discountFor(both, DEFAULT_CAMPAIGN)).toMatchObject({ percentage: 20, type: 'campaign' });
    expect(discountFor({ ...both, totalOrders: 1 }, DEFAULT_CAMPAIGN)).toMatchObject({
      percentage: 10,
      type: 'student',
    });
  });

  it('prefers the student discount when the campaign is not larger', () => {
    const small = campaignConfigSchema.parse({ discount: 10 });
    const smaller = campaignConfigSchema.parse({ discount: 5 });
    const both = { ...student, campaignCode: small.campaignCode };
    expect(discountFor(both, small)).toEqual(STUDENT_DISCOUNT);
    expect(discountFor(both, smaller)).toEqual(STUDENT_DISCOUNT);
    expect(discountFor({ ...regular, campaignCode: code }, smaller)).toMatchObject({
      percentage: 5,
    });
  });

  it('gives nothing for a 0% campaign', () => {
    const none = campaignConfigSchema.parse({ discount: 0 });
    expect(discountFor({ ...regular, campaignCode: none.campaignCode }, none)).toBeNull();
  });

  it('answers DiscountInfo shapes', () => {
    // Parsed unchanged: every field the rules answer is one the schema knows, with its value.
    const campaign = campaignDiscount(DEFAULT_CAMPAIGN);
    expect(discountInfoSchema.safeParse(campaign)).toEqual({ success: true, data: campaign });
    expect(discountInfoSchema.safeParse(STUDENT_DISCOUNT)).toEqual({
      success: true,
      data: STUDENT_DISCOUNT,
    });
  });
});

describe('isEligibleForStudentDiscount', () => {
  it('needs the student flag and a valid student ID', () => {
    expect(isEligibleForStudentDiscount(student)).toBe(true);
    expect(isEligibleForStudentDiscount({ ...student, isStudent: false })).toBe(false);
    expect(isEligibleForStudentDiscount({ ...student, campusId: 'ABC' })).toBe(false);
    expect(isEligibleForStudentDiscount({ ...student, campusId: null })).toBe(false);
  });
});
