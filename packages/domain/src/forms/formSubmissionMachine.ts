import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errorMessage';

/** Spec part 1 §9 'Success modal auto-close'. */
export const SUCCESS_AUTO_CLOSE_MS = 1500;

/** Used when a failure carries no message of its own. */
export const DEFAULT_FORM_ERROR = 'An unexpected error occurred';

/** A form's values: any object; the web's `submit` actor knows their shape. */
export type FormValues = Record<string, unknown>;

export interface FormSubmissionContext {
  /** The values last submitted. */
  values: FormValues;
  /** The success message the submit actor answered. */
  message: string | null;
  error: string | null;
  fallbackError: string;
}

export interface FormSubmissionInput {
  /** Shown when a failure carries no message, e.g. 'Failed to update profile. Please try again.' */
  fallbackError?: string;
}

export type FormSubmissionEvent =
  | { type: 'form.submit'; values: FormValues }
  | { type: 'form.reset' };

/** What the `submit` actor resolves: the server's success message. */
export interface FormSubmissionResult {
  message: string;
}

/**
 * A modal form (Account Settings' Profile and Password tabs, the loyalty dialog): idle, then
 * submitting, then success (closing itself after 1.5 s) or failure with its message and a retry.
 * The web supplies `submit` with `.provide()`.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionInput | undefined,
    tags: {} as 'editable' | 'busy' | 'success' | 'error',
  },
  actors: {
    submit: fromPromise<FormSubmissionResult, FormValues>(async () => {
      throw new Error('not provided: submit (supply it with formSubmissionMachine.provide)');
    }),
  },
  actions: {
    rememberValues: assign(({ event }) =>
      event.type === 'form.submit' ? { values: event.values, error: null, message: null } : {},
    ),
    clear: assign({ values: {}, message: null, error: null }),
    storeMessage: assign((_, message: string) => ({ message })),
    storeError: assign(({ context }, params: { error: unknown }) => ({
      error: errorMessage(params.error, context.fallbackError),
    })),
  },
  delays: {
    autoClose: SUCCESS_AUTO_CLOSE_MS,
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    values: {},
    message: null,
    error: null,
    fallbackError: input?.fallbackError ?? DEFAULT_FORM_ERROR,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['editable'],
      on: { 'form.submit': { target: 'submitting', actions: 'rememberValues' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: {
          target: 'success',
          actions: { type: 'storeMessage', params: ({ event }) => event.output.message },
        },
        onError: {
          target: 'failure',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    success: {
      tags: ['success'],
      after: { autoClose: 'closed' },
      on: { 'form.reset': { target: 'idle', actions: 'clear' } },
    },
    failure: {
      tags: ['editable', 'error'],
      on: {
        'form.submit': { target: 'submitting', actions: 'rememberValues' },
        'form.reset': { target: 'idle', actions: 'clear' },
      },
    },
    closed: { type: 'final' },
  },
});
