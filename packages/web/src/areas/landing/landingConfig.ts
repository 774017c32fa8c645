import type { PublicConfig } from '@laundry/domain';
import { createContext, use } from 'react';
import { hasSections, usePageConfig } from '../../app/pageConfig';

/** What the landing page needs of the public configuration. */
export type LandingConfig = Pick<PublicConfig, 'business' | 'campaign'>;

export const isLandingConfig = hasSections<LandingConfig>('business', 'campaign');

function useConfigOfThePage(): LandingConfig | undefined {
  return usePageConfig(isLandingConfig);
}

/**
 * Where the page's configuration comes from: in the browser the block the server wrote into the
 * page (or the API); when the server prerenders the page (renderLanding.tsx), the configuration
 * it is given, since there is no document to read. Fixed for the page's life, so the hook it
 * names is always the same one.
 */
export const LandingConfigSource =
  createContext<() => LandingConfig | undefined>(useConfigOfThePage);

/** The business and the campaign; undefined until known (the page shows the spec's defaults). */
export function useLandingConfig(): LandingConfig | undefined {
  return use(LandingConfigSource)();
}
