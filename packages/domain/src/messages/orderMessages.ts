import { z } from 'zod';
import { messageChannelSchema } from './messageChannel';
import { messageEventSchema } from './messageEvents';
import { outboxStates } from './outboxList';

/** A message to the customer about their order, as the order's Messages panel shows it. */
export const orderMessageSchema = z.object({
  _id: z.string(),
  channel: messageChannelSchema,
  event: messageEventSchema,
  /** The e-mail address or the phone number. */
  to: z.string(),
  text: z.string(),
  state: z.enum(outboxStates),
  /** Why the last attempt failed, when one did. */
  error: z.string().nullable(),
  attempts: z.number().int().min(0),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** WhatsApp only: the click-to-send link the cashier opens. */
  whatsappUrl: z.string().nullable(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const orderMessagesDataSchema = z.object({ messages: z.array(orderMessageSchema) });
export type OrderMessagesData = z.infer<typeof orderMessagesDataSchema>;
export const orderMessageDataSchema = z.object({ message: orderMessageSchema });

export const orderMessageParamsSchema = z.object({
  id: z.uuid('Invalid order ID'),
  messageId: z.uuid('Invalid message id'),
});

/** What the message calls answer. */
export const customerMessageAnswers = {
  resent: 'Message queued again',
  whatsappOpened: 'Marked as sent on WhatsApp',
  notFound: 'Message not found',
  notWhatsapp: 'Only a WhatsApp message is marked as sent by hand',
  whatsappByLink: 'A WhatsApp message is sent again from its link',
  optedOut: 'The customer has opted out of messages, so it is not sent again',
  contactChanged:
    "The customer's contact has changed since this message, so it is not sent again to the old one",
  settingsSaved: 'Message settings saved',
} as const;
