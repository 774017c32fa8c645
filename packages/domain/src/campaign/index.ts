// The campaign folder's public face: what other folders and packages may use (docs/decisions/038).
export { sameCampaignCode } from './campaignCode';
export {
  type CampaignConfig,
  type CampaignConfigInput,
  campaignConfigSchema,
} from './campaignConfig';
export { DEFAULT_CAMPAIGN } from './defaultCampaign';
export {
  type CampaignPresentation,
  campaignPresentation,
  isCampaignActive,
} from './isCampaignActive';
