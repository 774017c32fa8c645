import { z } from 'zod';
import { defineList, type FilterOption } from '../lists';
import { paginationSchema } from '../shared';
import { messageChannelSchema } from './messageChannel';

/**
 * The outbox: every e-mail the shop sends (receipts, bank details, items confirmed) is kept,
 * whether it left through SMTP or waits because no mail service is configured. Admins read it to
 * see what a customer was told, and in demo mode it is the only place a mail can be read.
 */
export const outboxStates = ['sent', 'waiting', 'failed'] as const;
export type OutboxState = (typeof outboxStates)[number];

export const outboxStateLabels: Record<OutboxState, string> = {
  sent: 'Sent',
  waiting: 'Not sent',
  failed: 'Failed',
};

/**
 * A message's state from its row: sent; failed with a reason and no attempt left; or waiting —
 * never tried, or failed once with another attempt planned (`nextAttemptAt`, issue 25).
 */
export function outboxStateOf(message: {
  sent: boolean;
  error: string | null;
  nextAttemptAt?: Date | string | null;
}): OutboxState {
  if (message.sent) return 'sent';
  return message.error && !message.nextAttemptAt ? 'failed' : 'waiting';
}

export const OUTBOX_PAGE_SIZE = 20;

export const outboxList = defineList({
  pageSize: OUTBOX_PAGE_SIZE,
  sortFields: ['createdAt'],
  sortOptions: [
    { value: 'createdAt-desc', label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
    { value: 'createdAt-asc', label: 'Oldest First', sortBy: 'createdAt', sortOrder: 'asc' },
  ],
  filters: {
    state: z.enum(outboxStates, { error: 'state must be sent, waiting or failed' }),
  },
});
export type OutboxListQuery = z.output<typeof outboxList.querySchema>;

export const outboxStateFilterOptions = [
  { key: 'all', label: 'All Messages', value: undefined },
  ...outboxStates.map((state) => ({ key: state, label: outboxStateLabels[state], value: state })),
] as const satisfies readonly FilterOption<OutboxState>[];

/** One message of the outbox as the API answers it. */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  state: z.enum(outboxStates),
  /** Why the mail server (or the SMS gateway) refused it, when it did. */
  error: z.string().nullable(),
  /** e-mail, sms or whatsapp (issue 25); receipts and bank details are e-mail. */
  channel: messageChannelSchema,
  /** The order a customer message is about, when it is one. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /outbox: one page of messages and how many match. */
export const outboxListSchema = z.object({
  messages: z.array(outboxMessageSchema),
  pagination: paginationSchema('totalMessages'),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

/** GET /outbox/{id}. */
export const outboxMessageDataSchema = z.object({ message: outboxMessageSchema });
export type OutboxMessageData = z.infer<typeof outboxMessageDataSchema>;

/** What the outbox answers besides its data. */
export const outboxMessages = { notFound: 'Message not found' } as const;

export const outboxIdParamsSchema = z.object({ id: z.uuid('Invalid message id') });
