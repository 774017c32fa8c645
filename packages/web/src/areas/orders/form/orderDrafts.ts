import type { OrderFormDraft } from '@laundry/domain';

/**
 * Started new orders by the history entry they were typed in (the location's key): Back leaves
 * the order, Forward to the same entry opens it again where it was. Kept in memory only: the tab
 * is the counter's session, and closing it asks first.
 */
const drafts = new Map<string, OrderFormDraft>();

export const orderDrafts = {
  get: (key: string) => drafts.get(key) ?? null,
  keep: (key: string, draft: OrderFormDraft) => void drafts.set(key, draft),
  forget: (key: string) => void drafts.delete(key),
  /** Forgets every one (the next cashier at the counter must not find them). */
  clear: () => drafts.clear(),
};
