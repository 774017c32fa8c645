import {
  type CampaignConfig,
  type CampaignPresentation,
  campaignPresentation,
  DEFAULT_BUSINESS_TIME_ZONE,
  DEFAULT_CAMPAIGN,
} from '@laundry/domain';
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
  return { ...campaignPresentation(campaign, now(), timeZone), config: campaign };
}
