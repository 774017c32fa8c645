import type { MessageEvent } from '@laundry/domain';
import type { Clock } from '../clock';
import { type Config, publicOrigin } from '../config';
import type { Database, Executor } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { queueCustomerMessage } from './queue-customer-message';
import { createMessageSender } from './sender';
import { createSmsGateway, type SmsGateway } from './sms-gateway';

/**
 * The customer messages as the modules use them (issue 25): `queue` inside a business
 * transaction, `deliver` after its commit; the poller (`runDue`) retries what is due.
 */
export function createCustomerMessages(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  /** Tests give a gateway of their own; otherwise SMS_GATEWAY_* builds one. */
  sms?: SmsGateway;
}) {
  const { db, clock, mailer, config } = deps;
  const sms = deps.sms ?? (config.sms ? createSmsGateway(config.sms) : undefined);
  const transmit = mailer.transmit?.bind(mailer);
  const sender = createMessageSender({
    db,
    clock,
    transports: { ...(transmit ? { email: transmit } : {}), ...(sms ? { sms } : {}) },
  });
  const origin = publicOrigin(config);
  return {
    queue: (tx: Executor, orderId: string, event: MessageEvent) =>
      queueCustomerMessage(tx, orderId, event, {
        shopName: config.business.name,
        origin,
        now: clock(),
      }),
    deliver: sender.deliver,
    runDue: sender.runDue,
    channels: sender.channels,
  };
}

export type CustomerMessages = ReturnType<typeof createCustomerMessages>;
