import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN } from './defaultCampaign';
import { campaignPresentation, isCampaignActive } from './isCampaignActive';

const COLOMBO = 'Asia/Colombo';

/** An instant given as Colombo wall-clock time (UTC+5:30, no daylight saving). */
function colombo(localDateTime: string): Date {
  return new Date(`${localDateTime}+05:30`);
}

describe('isCampaignActive', () => {
  it.each([
    ['2025-10-12T23:59:59', false],
    ['2025-10-13T00:00:00', true],
    ['2025-11-20T12:00:00', true],
    ['2025-12-31T23:59:59', true],
    ['2026-01-01T00:00:00', false],
  ])('at %s in Colombo: %s', (local, active) => {
    expect(isCampaignActive(DEFAULT_CAMPAIGN, colombo(local), COLOMBO)).toBe(active);
  });

  it('compares calendar dates in the business zone, not UTC', () => {
    // 2025-10-12T19:00Z is already Oct 13 in Colombo but still Oct 12 in UTC.
    const instant = new Date('2025-10-12T19:00:00Z');
    expect(isCampaignActive(DEFAULT_CAMPAIGN, instant, COLOMBO)).toBe(true);
    expect(isCampaignActive(DEFAULT_CAMPAIGN, instant, 'UTC')).toBe(false);
    // 2025-12-31T19:00Z is Jan 1 in Colombo: over.
    expect(isCampaignActive(DEFAULT_CAMPAIGN, new Date('2025-12-31T19:00:00Z'), COLOMBO)).toBe(
      false,
    );
  });

  it('takes calendar dates, both ends inclusive', () => {
    expect(isCampaignActive(DEFAULT_CAMPAIGN, '2025-10-12', COLOMBO)).toBe(false);
    expect(isCampaignActive(DEFAULT_CAMPAIGN, '2025-10-13', COLOMBO)).toBe(true);
    expect(isCampaignActive(DEFAULT_CAMPAIGN, '2025-12-31', COLOMBO)).toBe(true);
    expect(isCampaignActive(DEFAULT_CAMPAIGN, '2026-01-01', COLOMBO)).toBe(false);
  });

  it('is off when switched off, whatever the date', () => {
    expect(isCampaignActive({ ...DEFAULT_CAMPAIGN, isActive: false }, '2025-11-01', COLOMBO)).toBe(
      false,
    );
  });
});

describe('campaignPresentation', () => {
  it('shows the discount button, announcement and badge while active', () => {
    expect(campaignPresentation(DEFAULT_CAMPAIGN, '2025-11-01', COLOMBO)).toEqual({
      active: true,
      buttonText: 'Register & Get 20% OFF',
      announcement: 'Limited Time Offer - Get 20% OFF on your first order!',
      navbarBadge: { text: 'Limited Offer', discountText: '20% OFF' },
      campaignCode: 'GRANDOPENING2025',
    });
  });

  it("reads 'Register Now' and hides the rest otherwise", () => {
    expect(campaignPresentation(DEFAULT_CAMPAIGN, colombo('2026-01-01T00:00:00'), COLOMBO)).toEqual(
      {
        active: false,
        buttonText: 'Register Now',
        announcement: null,
        navbarBadge: null,
        campaignCode: null,
      },
    );
  });

  it('respects hidden announcement and badge', () => {
    const quiet = {
      ...DEFAULT_CAMPAIGN,
      announcement: { ...DEFAULT_CAMPAIGN.announcement, show: false },
      navbarBadge: { ...DEFAULT_CAMPAIGN.navbarBadge, show: false },
    };
    const view = campaignPresentation(quiet, '2025-11-01', COLOMBO);
    expect(view.active).toBe(true);
    expect(view.announcement).toBeNull();
    expect(view.navbarBadge).toBeNull();
  });
});
