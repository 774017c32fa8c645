import {
  customerMessageAnswers,
  orderIdParamsSchema,
  orderMessageDataSchema,
  orderMessageParamsSchema,
  orderMessagesDataSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { CustomerMessagesService } from './service';

const tags = ['orders'];

/** The order's Messages panel: its messages, Resend, and "sent on WhatsApp". */
export async function customerMessagesRoutes(
  api: ApiInstance,
  service: CustomerMessagesService,
): Promise<void> {
  api.get(
    '/:id/messages',
    {
      config: { access: ['orders', 'read'] },
      schema: {
        tags,
        summary: "The order's messages to its customer, oldest first, with their state",
        params: orderIdParamsSchema,
        response: responses({ 200: envelope(orderMessagesDataSchema) }),
      },
    },
    async (request) => ok({ messages: await service.list(request.params.id) }),
  );

  api.post(
    '/:id/messages/:messageId/resend',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'Send an e-mail or SMS message again now (its attempts start over)',
        params: orderMessageParamsSchema,
        response: responses({ 200: envelope(orderMessageDataSchema) }),
      },
    },
    async (request) =>
      ok(
        { message: await service.resend(request.params.id, request.params.messageId) },
        customerMessageAnswers.resent,
      ),
  );

  api.post(
    '/:id/messages/:messageId/whatsapp-sent',
    {
      config: { access: ['orders', 'update'] },
      schema: {
        tags,
        summary: 'Record that the cashier sent a WhatsApp message from its link',
        params: orderMessageParamsSchema,
        response: responses({ 200: envelope(orderMessageDataSchema) }),
      },
    },
    async (request) =>
      ok(
        { message: await service.whatsappSent(request.params.id, request.params.messageId) },
        customerMessageAnswers.whatsappOpened,
      ),
  );
}
