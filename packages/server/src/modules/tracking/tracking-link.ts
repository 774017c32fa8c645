import { trackingUrl } from '@laundry/domain';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client';
import { createTrackingRepository } from './repository';

/** The tracking link of an order as a mail carries it: the address and its QR code (SVG). */
export interface TrackingLink {
  url: string;
  qrSvg: string;
}

/** The order's tracking link with its QR code; undefined for an order that does not exist. */
export async function trackingLinkOf(
  db: Executor,
  orderId: string,
  origin: string,
): Promise<TrackingLink | undefined> {
  const row = await createTrackingRepository(db).tokenOf(orderId);
  if (!row) return undefined;
  const url = trackingUrl(origin, row.token);
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, qrSvg };
}
