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

/** The e-mails the shop sent or kept, read only (admin only). */
export function createOutboxApi(http: Transport) {
  return {
    list: (query: Partial<OutboxListQuery> = {}, options: { signal?: AbortSignal } = {}) =>
      http.request('/outbox', { query: { ...query }, signal: options.signal }, list),
    get: (id: string, options: { signal?: AbortSignal } = {}) =>
      http.request(`/outbox/${segment(id)}`, { signal: options.signal }, one),
  };
}
export type OutboxApi = ReturnType<typeof createOutboxApi>;
