import { z } from 'zod';

/**
 * How a customer hears from the shop (issue 25): e-mail through the outbox, SMS through the
 * configured gateway, or a WhatsApp message the cashier sends in one click. Every customer has a
 * phone, so SMS is the default; e-mail needs an address on the record.
 */
export const messageChannels = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const DEFAULT_MESSAGE_CHANNEL: MessageChannel = 'sms';

export const messageChannelSchema = z.enum(messageChannels, {
  error: 'Please choose e-mail, SMS or WhatsApp',
});

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const messageChannelMessages = {
  emailNeeded: 'An e-mail address is needed to send messages by e-mail',
  optOutLabel: 'No messages about orders',
  channelLabel: 'Messages about orders',
} as const;

/** The customer's choice: a channel, or none at all when they opted out. */
export interface MessagePreference {
  messageChannel: MessageChannel;
  messagesOptOut: boolean;
  email?: string | undefined;
}

/** The e-mail channel needs an address; an opted-out customer may keep any channel. */
export function messageChannelProblem(preference: MessagePreference): string | undefined {
  if (preference.messagesOptOut) return undefined;
  return preference.messageChannel === 'email' && !preference.email
    ? messageChannelMessages.emailNeeded
    : undefined;
}
