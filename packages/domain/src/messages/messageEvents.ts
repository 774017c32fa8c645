import { z } from 'zod';

/**
 * The moments a customer is told about their order (issue 25): always when it is ready for
 * collection or leaves for delivery; when it is taken or paid only if the shop turns it on.
 */
export const messageEvents = ['created', 'paid', 'ready', 'out_for_delivery'] as const;
export type MessageEvent = (typeof messageEvents)[number];
export const messageEventSchema = z.enum(messageEvents);

export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  created: 'Order taken',
  paid: 'Paid',
  ready: 'Ready for collection',
  out_for_delivery: 'Out for delivery',
};

/** The shop's choice of the optional messages (an admin changes it). */
export const messageSettingsSchema = z.strictObject({
  onCreated: z.boolean({ error: 'onCreated must be true or false' }),
  onPaid: z.boolean({ error: 'onPaid must be true or false' }),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = { onCreated: false, onPaid: false };
export const messageSettingsDataSchema = z.object({ settings: messageSettingsSchema });

/** Whether the shop sends a message at this moment. */
export function sendsMessageOn(event: MessageEvent, settings: MessageSettings): boolean {
  if (event === 'created') return settings.onCreated;
  if (event === 'paid') return settings.onPaid;
  return true;
}
