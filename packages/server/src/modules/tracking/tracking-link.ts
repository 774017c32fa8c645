import { trackingUrl } from '@laundry/domain';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { createTrackingRepository } from './repository';

/** The tracking link of an order as a mail carries it: the address and its QR code (SVG). */
export interface TrackingLink {
  url: string;
  qrSvg: string;
}

/** Where customers reach the shop's site: PUBLIC_URL, else this server's own address. */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
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
