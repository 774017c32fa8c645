import { describe, expect, it } from 'vitest';
import { campaignConfigSchema, DEFAULT_CAMPAIGN } from './campaignConfig';

describe('DEFAULT_CAMPAIGN', () => {
  it("is the spec's grand-opening campaign", () => {
    expect(DEFAULT_CAMPAIGN).toEqual({
      isActive: true,
      campaignName: 'Grand Opening 2025',
      campaignCode: 'GRANDOPENING2025',
      discount: 20,
      discountType: 'percentage',
      startDate: '2025-10-13',
      endDate: '2025-12-31',
      buttonText: { withDiscount: 'Register & Get 20% OFF', withoutDiscount: 'Register Now' },
      successMessage:
        'Welcome aboard! Your 20% OFF grand opening discount is ready for your first order.',
      announcement: {
        show: true,
        text: 'Limited Time Offer - Get 20% OFF on your first order!',
      },
      navbarBadge: { show: true, text: 'Limited Offer', discountText: '20% OFF' },
    });
  });
});

describe('campaignConfigSchema', () => {
  it('defaults every field to the DEFAULT_CAMPAIGN', () => {
    expect(campaignConfigSchema.parse({})).toEqual(DEFAULT_CAMPAIGN);
  });

  it('lets configuration override the dates and keeps the other defaults', () => {
    const campaign = campaignConfigSchema.parse({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(campaign.startDate).toBe('2026-01-01');
    expect(campaign.endDate).toBe('2026-01-31');
    expect(campaign.discount).toBe(20);
    expect(campaign.announcement.show).toBe(true);
  });

  it('takes a one-day campaign', () => {
    expect(
      campaignConfigSchema.safeParse({ startDate: '2026-01-01', endDate: '2026-01-01' }).success,
    ).toBe(true);
  });

  it('refuses bad dates with a clear message', () => {
    expect(
      campaignConfigSchema.safeParse({ startDate: '13/10/2025' }).error?.issues[0]?.message,
    ).toBe('Campaign start date must be a date (YYYY-MM-DD)');
    expect(
      campaignConfigSchema.safeParse({ startDate: '2026-02-01', endDate: '2026-01-31' }).error
        ?.issues[0]?.message,
    ).toBe('Campaign end date must be on or after its start date');
    expect(campaignConfigSchema.safeParse({ discount: 120 }).success).toBe(false);
  });
});
