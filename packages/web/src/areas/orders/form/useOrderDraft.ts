import type { OrderFormDraft } from '@laundry/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { orderDrafts } from './orderDrafts';

/**
 * Nothing lost (issue 26): a new order started in this history entry opens again where it was
 * left (Forward after Back). `kept` is that order, or null; `onSaved` forgets it.
 */
export function useKeptOrder(mode: 'create' | 'edit') {
  const { key } = useLocation();
  const [kept] = useState(() => (mode === 'create' ? orderDrafts.get(key) : null));
  return { key, kept, onSaved: () => orderDrafts.forget(key) };
}

/**
 * Whether there is an order to lose: changed since the form opened, or brought back, and not on
 * its way to the server. A started new order is kept under its history entry as it changes; an
 * edit is not (the server has the order) but leaving it still asks.
 */
export function useStartedOrder({
  mode,
  key,
  kept,
  draft,
  saving,
}: {
  mode: 'create' | 'edit';
  key: string;
  kept: OrderFormDraft | null;
  draft: OrderFormDraft;
  saving: boolean;
}): boolean {
  const shown = JSON.stringify({ customer: draft.customer?._id ?? null, values: draft.values });
  const opened = useRef(shown);
  const started = !saving && (kept !== null || shown !== opened.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's parts are the deps.
  useEffect(() => {
    if (mode === 'create' && started) orderDrafts.keep(key, draft);
  }, [mode, key, started, draft.customer, draft.values, draft.step]);
  return started;
}
