import {
  customerMessageSubject,
  customerMessageText,
  type MessageEvent,
  sendsMessageOn,
  trackingUrl,
} from '@laundry/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customers, orders } from '../db/schema';
import { readMessageSettings } from '../modules/settings';
import { createMessagesRepository } from './repository';

export interface QueueContext {
  shopName: string;
  /** Where customers reach the site: the tracking link's origin. */
  origin: string;
  now: Date;
}

/**
 * Queues the customer's message about an order's event in the caller's transaction (rolled back
 * with the move, committed with it): in their channel, unless they opted out or the shop does not
 * send this event. The key order:event:channel makes a retried move queue nothing more. Returns
 * the ids queued now (none when it was already queued). E-mail and SMS are due at once; a
 * WhatsApp message waits for the cashier.
 */
export async function queueCustomerMessage(
  tx: Executor,
  orderId: string,
  event: MessageEvent,
  context: QueueContext,
): Promise<string[]> {
  if (!sendsMessageOn(event, await readMessageSettings(tx))) return [];
  const [found] = await tx
    .select({
      orderNumber: orders.orderNumber,
      token: orders.trackingToken,
      phone: customers.phoneNumber,
      email: customers.email,
      channel: customers.messageChannel,
      optOut: customers.messagesOptOut,
      language: customers.language,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!found || found.optOut) return [];
  const to = found.channel === 'email' ? found.email : found.phone;
  if (!to) return []; // e-mail chosen, address since removed: nowhere to send it
  const facts = {
    shopName: context.shopName,
    orderNumber: found.orderNumber,
    // In the customer's language, and the link opens the tracking page in it (issue 42).
    trackingUrl: trackingUrl(context.origin, found.token, found.language),
  };
  const id = await createMessagesRepository(tx).add(
    {
      to,
      subject: customerMessageSubject(event, facts, found.language),
      text: customerMessageText(event, facts, found.language),
      channel: found.channel,
      orderId,
      event,
      dedupeKey: `${orderId}:${event}:${found.channel}`,
      nextAttemptAt: found.channel === 'whatsapp' ? null : context.now,
    },
    context.now,
  );
  return id ? [id] : [];
}
