import type { PublicConfig } from '@laundry/domain';
import { createContext, use } from 'react';
import { hasSections, usePageConfig } from '../../app/pageConfig';

/** What the tracking page needs of the public configuration: the business. */
export type TrackConfig = Pick<PublicConfig, 'business'>;

export const isTrackConfig = hasSections<TrackConfig>('business');

function useConfigOfThePage(): TrackConfig | undefined {
  return usePageConfig(isTrackConfig);
}

/**
 * Where the configuration comes from (as landingConfig.ts): the block the server wrote into the
 * page in the browser; the configuration it is given when the server prerenders the page.
 */
export const TrackConfigSource = createContext<() => TrackConfig | undefined>(useConfigOfThePage);

export function useTrackConfig(): TrackConfig | undefined {
  return use(TrackConfigSource)();
}
