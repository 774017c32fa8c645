import {
  type catalogueFromServices,
  type OrderFormCustomer,
  type OrderFormDraft,
  type OrderFormValues,
  orderFormMachine,
} from '@laundry/domain';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type SubmitTarget, useSubmitOrder } from './useSubmitOrder';

/**
 * The domain's `orderFormMachine` bound to this screen: it saves through `useSubmitOrder` (the
 * latest one, so a re-render's toast and navigation are used) and prices with the services'
 * catalogue once it has loaded.
 */
export function useOrderFormMachine(
  target: SubmitTarget & {
    preSelectedCustomer?: OrderFormCustomer | null | undefined;
    initial?: { customer: OrderFormCustomer; values: OrderFormValues } | null | undefined;
  },
  catalogue: ReturnType<typeof catalogueFromServices> | null,
  /** A started new order to open again, and what to do once it is saved (forget it). */
  draft: { kept: OrderFormDraft | null; onSaved: () => void } = { kept: null, onSaved: () => {} },
) {
  const onSavedRef = useRef(draft.onSaved);
  onSavedRef.current = draft.onSaved;
  const submit = useSubmitOrder(target);
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const [machine] = useState(() =>
    orderFormMachine.provide({
      actors: {
        submitOrder: fromPromise(async ({ input }) => {
          const result = await submitRef.current(input);
          onSavedRef.current();
          return result;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      preSelectedCustomer: target.preSelectedCustomer,
      initial: target.initial,
      draft: draft.kept,
    },
  });
  useEffect(() => {
    if (catalogue) send({ type: 'catalogue.set', catalogue });
  }, [catalogue, send]);
  return [snapshot, send] as const;
}

export type OrderFormSend = ReturnType<typeof useOrderFormMachine>[1];
