import {
  type catalogueFromServices,
  type OrderFormCustomer,
  type OrderFormDraft,
  type OrderFormSchedule,
  type OrderFormValues,
  orderFormMachine,
  SHOP_WEEK,
} from '@laundry/domain';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
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
    /** Edit: when the order was taken and the dates it carries (kept even once past). */
    taken?: Pick<OrderFormSchedule, 'takenAt' | 'kept'> | undefined;
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
  const timeZone = useBusinessTimeZone();
  // The dates are checked against the browser's clock, as the server checks them against its own.
  const [schedule] = useState<OrderFormSchedule>(() => ({
    clock: () => new Date(),
    timeZone,
    week: SHOP_WEEK,
    ...target.taken,
  }));
  const [snapshot, send] = useMachine(machine, {
    input: {
      preSelectedCustomer: target.preSelectedCustomer,
      initial: target.initial,
      draft: draft.kept,
      schedule,
    },
  });
  useEffect(() => {
    if (catalogue) send({ type: 'catalogue.set', catalogue });
  }, [catalogue, send]);
  return [snapshot, send, schedule] as const;
}

export type OrderFormSend = ReturnType<typeof useOrderFormMachine>[1];
