import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN } from '../campaign';
import { customerDiscountInfo } from './customerDiscountInfo';
import { STUDENT_DISCOUNT } from './discountFor';
import { customerDiscountInfoSchema } from './discountInfo';

const code = DEFAULT_CAMPAIGN.campaignCode;

describe('customerDiscountInfo', () => {
  it('offers the campaign on the first order of a customer who registered with it', () => {
    const info = customerDiscountInfo(
      { isStudent: false, campaignCode: code, totalOrders: 0, totalSpent: 0 },
      DEFAULT_CAMPAIGN,
    );
    expect(customerDiscountInfoSchema.parse(info)).toEqual({
      discountInfo: {
        percentage: 20,
        description: 'Grand Opening 2025: 20% off your first order',
        isOneTime: true,
        type: 'campaign',
      },
      discountSummary: {
        nextOrderPercentage: 20,
        studentDiscount: false,
        campaignDiscount: true,
        campaignDiscountUsed: false,
      },
      orderHistory: { totalOrders: 0, totalSpent: 0, isFirstOrder: true },
    });
  });

  it('marks the campaign used after the first order; a student keeps 10%', () => {
    const info = customerDiscountInfo(
      {
        isStudent: true,
        campusId: 'IT2112345',
        campaignCode: code,
        totalOrders: 2,
        totalSpent: 3400,
      },
      DEFAULT_CAMPAIGN,
    );
    expect(info.discountInfo).toEqual(STUDENT_DISCOUNT);
    expect(info.discountSummary).toEqual({
      nextOrderPercentage: 10,
      studentDiscount: true,
      campaignDiscount: true,
      campaignDiscountUsed: true,
    });
    expect(info.orderHistory).toEqual({ totalOrders: 2, totalSpent: 3400, isFirstOrder: false });
  });

  it('gives nothing to a regular customer, and no student discount for an invalid ID', () => {
    for (const customer of [
      { isStudent: false, totalOrders: 0, totalSpent: 0 },
      { isStudent: true, campusId: 'X1', totalOrders: 1, totalSpent: 900 },
    ]) {
      const info = customerDiscountInfo(customer, DEFAULT_CAMPAIGN);
      expect(info.discountInfo).toBeNull();
      expect(info.discountSummary.nextOrderPercentage).toBe(0);
      expect(info.discountSummary.studentDiscount).toBe(false);
      expect(info.discountSummary.campaignDiscount).toBe(false);
    }
  });

  it('answers without a campaign running, and its figures fit the schema', () => {
    const info = customerDiscountInfo(
      { isStudent: false, campaignCode: code, totalOrders: 3, totalSpent: 4_250.5 },
      null,
    );
    expect(info.discountSummary).toEqual({
      nextOrderPercentage: 0,
      studentDiscount: false,
      campaignDiscount: false,
      campaignDiscountUsed: false,
    });
    expect(customerDiscountInfoSchema.parse(info).orderHistory).toEqual({
      totalOrders: 3,
      totalSpent: 4_250.5,
      isFirstOrder: false,
    });
    const negative = { ...info, orderHistory: { ...info.orderHistory, totalOrders: -1 } };
    expect(customerDiscountInfoSchema.safeParse(negative).success).toBe(false);
  });
});
