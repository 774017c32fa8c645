// The tracking folder's public face: what other folders and packages may use (docs/decisions/038).
export { normalizeOrderNumber } from './orderNumberText';
export { firstName, orderNumberFromScan } from './scanCode';
export { LANGUAGE_PARAM, TRACKING_TOKEN_PARAM, trackingUrl } from './trackingLink';
export { trackingMessages } from './trackingMessages';
export {
  type OrderTracking,
  orderTrackingSchema,
  type PublicTracking,
  publicTrackingSchema,
  type TrackingLookup,
  trackingLookupSchema,
  trackingTokenSchema,
} from './trackingSchemas';
export { trackingTimeline } from './trackingTimeline';
