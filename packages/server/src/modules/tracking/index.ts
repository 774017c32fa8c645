/**
 * The tracking module's entry (docs/decisions/037): an order's tracking link with its QR code, as
 * the receipt mail carries it.
 */

export type { TrackingService } from './service';
export { type TrackingLink, trackingLinkOf } from './tracking-link';
