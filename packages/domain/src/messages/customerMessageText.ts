import { gsm7Length, SMS_MAX_GSM7, toGsm7 } from './gsm7';
import type { MessageEvent } from './messageEvents';

export interface CustomerMessageFacts {
  shopName: string;
  orderNumber: string;
  /** The order's tracking link (PUBLIC_URL + /track?t=<token>). */
  trackingUrl: string;
}

/** What each message says before the tracking link; `{n}` is the order number. */
const SAYINGS: Record<MessageEvent, string> = {
  created: 'we have your order {n}.',
  paid: 'thank you, order {n} is paid.',
  ready: 'your laundry {n} is ready for collection.',
  out_for_delivery: 'your laundry {n} is on its way to you.',
};

const SUBJECTS: Record<MessageEvent, string> = {
  created: 'We have your order {n}',
  paid: 'Order {n} is paid',
  ready: 'Your laundry {n} is ready',
  out_for_delivery: 'Your laundry {n} is on its way',
};

const fill = (template: string, orderNumber: string) => template.replace('{n}', orderNumber);

/**
 * The text of a customer message, the same for SMS, WhatsApp and the e-mail's body, and short
 * enough for one SMS: `<shop>: <saying> Track: <link>`. The order number and the link are never
 * cut; the shop's name is (to GSM-7, then to what is left of the 160 characters), and left out
 * when nothing is left.
 */
export function customerMessageText(event: MessageEvent, facts: CustomerMessageFacts): string {
  const body = `${fill(SAYINGS[event], facts.orderNumber)} Track: ${facts.trackingUrl}`;
  const room = SMS_MAX_GSM7 - gsm7Length(body) - 2; // ': ' after the name
  const name = toGsm7(facts.shopName).slice(0, Math.max(0, room)).trim();
  const text = name ? `${name}: ${body}` : capitalise(body);
  return text;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The e-mail's subject: `<saying> — <shop>`. */
export function customerMessageSubject(event: MessageEvent, facts: CustomerMessageFacts): string {
  return `${fill(SUBJECTS[event], facts.orderNumber)} — ${facts.shopName}`;
}
