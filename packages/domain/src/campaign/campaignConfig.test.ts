import { describe, expect, it } from 'vitest';
import { type CampaignConfig, campaignConfigSchema } from './campaignConfig';
import { DEFAULT_CAMPAIGN } from './defaultCampaign';

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
    // A compile-time check too: the defaults are a campaign as the schema reads it.
    const typed: CampaignConfig = DEFAULT_CAMPAIGN;
    expect(campaignConfigSchema.parse({})).toEqual(typed);
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

  it('trims the name and code people type into the configuration', () => {
    const campaign = campaignConfigSchema.parse({
      campaignName: '  Spring Welcome  ',
      campaignCode: ' SPRING2026 ',
    });
    expect([campaign.campaignName, campaign.campaignCode]).toEqual([
      'Spring Welcome',
      'SPRING2026',
    ]);
  });

  it.each([
    [{ campaignName: '   ' }, 'campaignName', 'Campaign name is required'],
    [{ campaignCode: '  ' }, 'campaignCode', 'Campaign code is required'],
    [{ discount: -1 }, 'discount', 'Campaign discount cannot be negative'],
    [{ discount: 101 }, 'discount', 'Campaign discount cannot exceed 100'],
    [{ endDate: '31.12.2025' }, 'endDate', 'Campaign end date must be a date (YYYY-MM-DD)'],
    [
      { startDate: '2026-02-01', endDate: '2026-01-31' },
      'endDate',
      'Campaign end date must be on or after its start date',
    ],
  ])('refuses %j on %s: %s', (input, field, message) => {
    const issue = campaignConfigSchema.safeParse(input).error?.issues[0];
    expect([issue?.path, issue?.message]).toEqual([[field], message]);
  });

  it('takes a code of up to 50 characters and percentages only', () => {
    expect(campaignConfigSchema.safeParse({ campaignCode: 'C'.repeat(50) }).success).toBe(true);
    expect(campaignConfigSchema.safeParse({ campaignCode: 'C'.repeat(51) }).success).toBe(false);
    expect(campaignConfigSchema.safeParse({ discount: 0 }).success).toBe(true);
    expect(campaignConfigSchema.safeParse({ discount: 100 }).success).toBe(true);
    expect(campaignConfigSchema.safeParse({ discountType: 'percentage' }).success).toBe(true);
    expect(campaignConfigSchema.safeParse({ discountType: 'fixed' }).success).toBe(false);
  });
});
