import type { PublicConfig } from '@laundry/domain';
import { hasSections, usePageConfig } from '../../app/pageConfig';

/** What the landing page needs of the public configuration. */
export type LandingConfig = Pick<PublicConfig, 'business' | 'campaign'>;

export const isLandingConfig = hasSections<LandingConfig>('business', 'campaign');

/** The business and the campaign; undefined until known (the page shows the spec's defaults). */
export function useLandingConfig(): LandingConfig | undefined {
  return usePageConfig(isLandingConfig);
}
