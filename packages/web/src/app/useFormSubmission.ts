import { type FormSubmissionResult, type FormValues, formSubmissionMachine } from '@laundry/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { errorMessage } from './errors';

/**
 * Binds one modal form to the domain's formSubmissionMachine: idle → submitting → success
 * (closing after 1.5 s) or failure. `submit` resolves the success message; a failure shows the
 * server's message or `fallbackError`.
 */
export function useFormSubmission<Values extends FormValues>({
  submit,
  fallbackError,
  onClosed,
}: {
  submit: (values: Values) => Promise<FormSubmissionResult>;
  fallbackError: string;
  onClosed: () => void;
}) {
  // The latest callbacks, so the machine (created once) always calls the current ones.
  const latest = useRef({ submit, onClosed });
  latest.current = { submit, onClosed };

  const [machine] = useState(() =>
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise<FormSubmissionResult, FormValues>(async ({ input }) => {
          try {
            // The machine hands back the values this form sent.
            return await latest.current.submit(input as Values);
          } catch (error) {
            throw new Error(errorMessage(error, fallbackError));
          }
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { fallbackError } });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const succeeded = useSelector(actor, (snapshot) => snapshot.hasTag('success'));
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const closed = useSelector(actor, (snapshot) => snapshot.status === 'done');

  useEffect(() => {
    if (closed) latest.current.onClosed();
  }, [closed]);

  return {
    busy,
    succeeded,
    message: succeeded ? message : null,
    error,
    submit: (values: Values) => actor.send({ type: 'form.submit', values }),
  };
}
