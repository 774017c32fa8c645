import { customerMessageAnswers, type OrderMessage, orderMessages } from '@laundry/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { customers, type OutboxRow, orders } from '../../db/schema';
import { NotFoundError, RuleViolation } from '../../errors';
import type { CustomerMessages } from '../../messages/customer-messages';
import { createMessagesRepository } from '../../messages/repository';
import { createOrderBooks } from '../orders';
import { createCustomerMessagesRepository } from './repository';
import { toOrderMessage } from './to-order-message';

/**
 * An order's messages to its customer (issue 25): read them, send one again, and record that the
 * cashier sent a WhatsApp one. Resend starts the message over (attempts, reason) and tries it at
 * once; WhatsApp is the cashier's to send, so its Resend is the link itself.
 */
export function createCustomerMessagesService(deps: {
  db: Database;
  clock: Clock;
  messages: Pick<CustomerMessages, 'deliver'>;
  countryCode?: string | undefined;
}) {
  const { db, clock, messages, countryCode } = deps;
  const repository = createMessagesRepository(db);

  async function orderExists(orderId: string) {
    const row = await createOrderBooks(db).find(orderId);
    if (!row) throw new NotFoundError(orderMessages.notFound);
  }

  /** The message, only when it is about this order (no reading another order's through it). */
  async function messageOf(orderId: string, messageId: string): Promise<OutboxRow> {
    const row = await repository.findById(messageId);
    if (!row || row.orderId !== orderId) throw new NotFoundError(customerMessageAnswers.notFound);
    return row;
  }

  const shown = (row: OutboxRow) => toOrderMessage(row, countryCode);

  return {
    async list(orderId: string): Promise<OrderMessage[]> {
      await orderExists(orderId);
      return (await createCustomerMessagesRepository(db).ofOrder(orderId)).map(shown);
    },

    async resend(orderId: string, messageId: string): Promise<OrderMessage> {
      const row = await messageOf(orderId, messageId);
      if (row.channel === 'whatsapp') {
        throw new RuleViolation(customerMessageAnswers.whatsappByLink, 'messageId');
      }
      // The customer as they are now (issue 38): opted out, or moved to another number or
      // address, and the old message (with its tracking link) goes nowhere.
      const [customer] = await db
        .select({
          optOut: customers.messagesOptOut,
          phone: customers.phoneNumber,
          email: customers.email,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!customer || customer.optOut) {
        throw new RuleViolation(customerMessageAnswers.optedOut, 'messageId');
      }
      if (row.to !== (row.channel === 'email' ? customer.email : customer.phone)) {
        throw new RuleViolation(customerMessageAnswers.contactChanged, 'messageId');
      }
      await repository.requeue(row.id, clock());
      await messages.deliver([row.id]);
      return shown(await messageOf(orderId, messageId));
    },

    async whatsappSent(orderId: string, messageId: string): Promise<OrderMessage> {
      const row = await messageOf(orderId, messageId);
      if (row.channel !== 'whatsapp') {
        throw new RuleViolation(customerMessageAnswers.notWhatsapp, 'messageId');
      }
      await repository.markSent(row.id, clock());
      return shown(await messageOf(orderId, messageId));
    },
  };
}

export type CustomerMessagesService = ReturnType<typeof createCustomerMessagesService>;
