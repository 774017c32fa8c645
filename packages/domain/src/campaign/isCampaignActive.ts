import { calendarDate } from '../calendar';
import type { CampaignConfig } from './campaignConfig';

type CampaignWindow = Pick<CampaignConfig, 'isActive' | 'startDate' | 'endDate'>;

/**
 * Whether the campaign runs on `today`: switched on, and today's calendar date in the business
 * time zone lies between the start and end dates, both inclusive (spec part 1 §4 'Campaign').
 * `today` is an instant (the caller's clock) or a calendar date.
 */
export function isCampaignActive(
  campaign: CampaignWindow,
  today: Date | string,
  timeZone: string,
): boolean {
  if (!campaign.isActive) return false;
  const day = calendarDate(today, timeZone);
  return campaign.startDate <= day && day <= campaign.endDate;
}

export interface CampaignPresentation {
  active: boolean;
  /** 'Register & Get 20% OFF' while active, else 'Register Now'. */
  buttonText: string;
  /** The hero's announcement, null when hidden. */
  announcement: string | null;
  /** The navbar's badge, null when hidden. */
  navbarBadge: { text: string; discountText: string } | null;
  /** What a registration sends as campaignCode: only while active. */
  campaignCode: string | null;
}

/** What the landing page shows of the campaign on `today`. */
export function campaignPresentation(
  campaign: CampaignConfig,
  today: Date | string,
  timeZone: string,
): CampaignPresentation {
  const active = isCampaignActive(campaign, today, timeZone);
  return {
    active,
    buttonText: active ? campaign.buttonText.withDiscount : campaign.buttonText.withoutDiscount,
    announcement: active && campaign.announcement.show ? campaign.announcement.text : null,
    navbarBadge:
      active && campaign.navbarBadge.show
        ? { text: campaign.navbarBadge.text, discountText: campaign.navbarBadge.discountText }
        : null,
    campaignCode: active ? campaign.campaignCode : null,
  };
}
