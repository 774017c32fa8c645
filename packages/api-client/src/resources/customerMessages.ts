import {
  type MessageSettings,
  messageSettingsDataSchema,
  type OrderMessage,
  type OrderMessagesData,
  orderMessageDataSchema,
  orderMessagesDataSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const messages: Parser<OrderMessagesData> = orderMessagesDataSchema;
const one: Parser<{ message: OrderMessage }> = orderMessageDataSchema;
const settings: Parser<{ settings: MessageSettings }> = messageSettingsDataSchema;

const base = (id: string, messageId: string) =>
  `/orders/${segment(id)}/messages/${segment(messageId)}`;

/** An order's messages to its customer (issue 25): read, Resend, and "sent on WhatsApp". */
export function createCustomerMessagesApi(http: Transport) {
  return {
    /** GET /orders/{id}/messages. */
    messages: (id: string, options: { signal?: AbortSignal } = {}) =>
      http.request(`/orders/${segment(id)}/messages`, { signal: options.signal }, messages),
    /** POST /orders/{id}/messages/{messageId}/resend: an e-mail or SMS, tried again now. */
    resendMessage: (id: string, messageId: string) =>
      http.request(`${base(id, messageId)}/resend`, { method: 'POST' }, one),
    /** POST /orders/{id}/messages/{messageId}/whatsapp-sent: the cashier sent it from the link. */
    whatsappSent: (id: string, messageId: string) =>
      http.request(`${base(id, messageId)}/whatsapp-sent`, { method: 'POST' }, one),
  };
}
export type CustomerMessagesApi = ReturnType<typeof createCustomerMessagesApi>;

/** The shop's settings an admin changes: which optional messages customers get. */
export function createSettingsApi(http: Transport) {
  return {
    messages: (options: { signal?: AbortSignal } = {}) =>
      http.request('/settings/messages', { signal: options.signal }, settings),
    saveMessages: (body: MessageSettings) =>
      http.request('/settings/messages', { method: 'PUT', body }, settings),
  };
}
export type SettingsApi = ReturnType<typeof createSettingsApi>;
