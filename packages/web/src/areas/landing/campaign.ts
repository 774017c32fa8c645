import {
  type CampaignConfig,
  type CampaignPresentation,
  campaignPresentation,
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_CAMPAIGN,
} from '@laundry/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { createContext, use } from 'react';
import type { LandingConfig } from './landingConfig';

/** The landing page's clock: tests and stories pass a fixed one. */
export const LandingClockContext = createContext<() => Date>(() => new Date());

export interface LandingCampaign extends CampaignPresentation {
  config: CampaignConfig;
}

/**
 * What the page shows of the campaign today (spec part 1 §4 'Campaign'): the domain decides
 * from the configuration and the injected clock; the page only displays the answer.
 */
export function useLandingCampaign(data: LandingConfig | undefined): LandingCampaign {
  const now = use(LandingClockContext);
  // Until the server has answered (or when it cannot), the spec's grand-opening campaign.
  const campaign = data?.campaign ?? DEFAULT_CAMPAIGN;
  const timeZone = data?.business.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const { i18n } = useLingui();
  // The campaign's texts are the shop's own (set by an admin, in English); the spec's defaults
  // are messages of the catalog, so a Sinhala or Tamil page shows them in its language.
  const say = (text: string) => {
    const known = DEFAULT_TEXTS[text];
    return known ? i18n._(known) : text;
  };
  const shown = campaignPresentation(campaign, now(), timeZone);
  return {
    ...shown,
    buttonText: say(shown.buttonText),
    announcement: shown.announcement === null ? null : say(shown.announcement),
    navbarBadge: shown.navbarBadge && {
      text: say(shown.navbarBadge.text),
      discountText: say(shown.navbarBadge.discountText),
    },
    config: { ...campaign, successMessage: say(campaign.successMessage) },
  };
}

/** The spec's campaign texts (DEFAULT_CAMPAIGN), by their English, in the page's language. */
const DEFAULT_TEXTS: Record<string, MessageDescriptor> = {
  [DEFAULT_CAMPAIGN.buttonText.withDiscount]: msg`Register & Get 20% OFF`,
  [DEFAULT_CAMPAIGN.buttonText.withoutDiscount]: msg`Register Now`,
  [DEFAULT_CAMPAIGN.successMessage]: msg`Welcome aboard! Your 20% OFF grand opening discount is ready for your first order.`,
  [DEFAULT_CAMPAIGN.announcement.text]: msg`Limited Time Offer - Get 20% OFF on your first order!`,
  [DEFAULT_CAMPAIGN.navbarBadge.text]: msg`Limited Offer`,
  [DEFAULT_CAMPAIGN.navbarBadge.discountText]: msg`20% OFF`,
};
