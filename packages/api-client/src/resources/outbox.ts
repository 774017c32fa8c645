import {
  type OutboxList,
  type OutboxListQuery,
  type OutboxMessageData,
  outboxListSchema,
  outboxMessageDataSchema,
} from '@laundry/domain';
import type { Parser, Transport } from '../transport';
import { segment } from './parsers';

const list: Parser<OutboxList> = outboxListSchema;
const one: Parser<OutboxMessageData> = outboxMessageDataSchema;

/** The messages the shop sent or kept (admin only), and Resend. */
export function createOutboxApi(http: Transport) {
  return {
    list: (query: Partial<OutboxListQuery> = {}, options: { signal?: AbortSignal } = {}) =>
      http.request('/outbox', { query: { ...query }, signal: options.signal }, list),
    get: (id: string, options: { signal?: AbortSignal } = {}) =>
      http.request(`/outbox/${segment(id)}`, { signal: options.signal }, one),
    /** POST /outbox/{id}/resend: an e-mail or SMS, tried again now (issue 25). */
    resend: (id: string) => http.request(`/outbox/${segment(id)}/resend`, { method: 'POST' }, one),
  };
}
export type OutboxApi = ReturnType<typeof createOutboxApi>;
