import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_LANGUAGE, type Language } from '../language';
import { errorMessage } from '../shared';
import { normalizeStudentId } from '../studentId';
import {
  buildRegistrationPayload,
  EMPTY_REGISTRATION_FORM,
  type RegisteredCustomer,
  type RegistrationForm,
  type RegistrationPayload,
} from './registrationPayload';
import {
  canGoToStep,
  isRegistrationStepValid,
  REGISTRATION_SUCCESS_STEP,
  type RegistrationStep,
} from './registrationSteps';
import { REGISTRATION_MESSAGES } from './retryPolicy';

/** Spec part 1 §9: the dialog's Try Again waits 500 ms; it is offered while fewer than 3 were made. */
export const MANUAL_RETRY_DELAY_MS = 500;
export const MAX_MANUAL_RETRIES = 3;

/** The note shown under a 'Too many' failure (spec part 1 §8). */
export const RATE_LIMIT_NOTE =
  'Registration attempts are limited for security. Please wait a few minutes before trying again.';

/** Try Again is offered only for failures that may pass on their own (spec part 1 §8). */
export function isRetryableRegistrationMessage(message: string | null | undefined): boolean {
  return /connect|network|server|timeout/i.test(message ?? '');
}

/** Whether the failure says the visitor was throttled, which shows RATE_LIMIT_NOTE. */
export function isRateLimitMessage(message: string | null | undefined): boolean {
  return (message ?? '').includes('Too many');
}

/** The error dialog's Try Again rule: a retryable message and fewer than 3 manual retries. */
export function canRetryRegistration(
  message: string | null | undefined,
  manualRetries: number,
): boolean {
  return manualRetries < MAX_MANUAL_RETRIES && isRetryableRegistrationMessage(message);
}

/** What the web's `submitRegistration` resolves: the new customer and the server's message. */
export interface RegistrationResult {
  customer: RegisteredCustomer;
  message?: string;
}

export interface RegistrationWizardContext {
  /** 1 to 5, then 6 on success. */
  step: number;
  completedSteps: number[];
  form: RegistrationForm;
  /** Sent with the registration; null when no campaign runs. */
  campaignCode: string | null;
  error: string | null;
  manualRetries: number;
  result: RegistrationResult | null;
}

export interface RegistrationWizardInput {
  /** The active campaign's code, from `campaignPresentation(...)`, or null. */
  campaignCode?: string | null;
  /** The page's language: the customer's until they choose another (issue 42). */
  language?: Language;
}

export type RegistrationWizardEvent =
  | { type: 'wizard.update'; values: Partial<RegistrationForm> }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; step: number }
  | { type: 'wizard.submit' }
  | { type: 'wizard.retry' }
  | { type: 'wizard.dismiss' }
  | { type: 'wizard.done' }
  | { type: 'wizard.reset' };

export type RegistrationWizardTag = 'editable' | 'busy' | 'error' | 'success';

function freshContext(
  campaignCode: string | null,
  language: Language = DEFAULT_LANGUAGE,
): RegistrationWizardContext {
  return {
    step: 1,
    completedSteps: [],
    form: { ...EMPTY_REGISTRATION_FORM, language },
    campaignCode,
    error: null,
    manualRetries: 0,
    result: null,
  };
}

/**
 * The landing page's registration wizard (spec part 1 §2 and §4): steps 1 to 5, Continue only
 * on a valid step (marking it complete), the step bar's click rule, Complete Registration on the
 * review step → submitting → success (step 6, with the discount) or failure (the error dialog:
 * Close, or Try Again after 500 ms while allowed). Done clears everything. The web supplies
 * `submitRegistration` (which applies the automatic retries of `withRegistrationRetry`).
 */
export const registrationWizardMachine = setup({
  types: {
    context: {} as RegistrationWizardContext,
    events: {} as RegistrationWizardEvent,
    input: {} as RegistrationWizardInput | undefined,
    tags: {} as RegistrationWizardTag,
  },
  actors: {
    submitRegistration: fromPromise<RegistrationResult, RegistrationPayload>(async () => {
      throw new Error(
        'not provided: submitRegistration (supply it with registrationWizardMachine.provide)',
      );
    }),
  },
  guards: {
    isStepValid: ({ context }) =>
      context.step < 5 && isRegistrationStepValid(context.step as RegistrationStep, context.form),
    hasPreviousStep: ({ context }) => context.step > 1,
    canGoToStep: ({ context }, params: { step: number }) =>
      canGoToStep(params.step, context.step, context.completedSteps),
    isReadyToSubmit: ({ context }) =>
      context.step === 5 && isRegistrationStepValid(5, context.form),
    canRetry: ({ context }) => canRetryRegistration(context.error, context.manualRetries),
  },
  actions: {
    updateForm: assign(({ context }, values: Partial<RegistrationForm>) => ({
      form: {
        ...context.form,
        ...values,
        // Upper case, no spaces, as the visitor types (spec part 1 §5).
        ...(values.studentId !== undefined
          ? { studentId: normalizeStudentId(values.studentId) }
          : {}),
      },
    })),
    markStepComplete: assign(({ context }) => ({
      completedSteps: context.completedSteps.includes(context.step)
        ? context.completedSteps
        : [...context.completedSteps, context.step],
    })),
    goToNextStep: assign(({ context }) => ({ step: context.step + 1 })),
    goToPreviousStep: assign(({ context }) => ({ step: context.step - 1 })),
    goToStep: assign((_, params: { step: number }) => ({ step: params.step })),
    clearError: assign({ error: null }),
    storeResult: assign((_, result: RegistrationResult) => ({
      result,
      error: null,
      step: REGISTRATION_SUCCESS_STEP,
    })),
    storeError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error, REGISTRATION_MESSAGES.unexpected),
    })),
    countManualRetry: assign(({ context }) => ({ manualRetries: context.manualRetries + 1 })),
    resetWizard: assign(({ context }) => freshContext(context.campaignCode, context.form.language)),
  },
  delays: {
    manualRetryDelay: MANUAL_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'registrationWizard',
  context: ({ input }) => freshContext(input?.campaignCode ?? null, input?.language),
  initial: 'editing',
  on: {
    'wizard.reset': { target: '.editing', actions: 'resetWizard' },
  },
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'wizard.update': {
          actions: { type: 'updateForm', params: ({ event }) => event.values },
        },
        'wizard.next': {
          guard: 'isStepValid',
          actions: ['markStepComplete', 'goToNextStep'],
        },
        'wizard.back': { guard: 'hasPreviousStep', actions: 'goToPreviousStep' },
        'wizard.goTo': {
          guard: { type: 'canGoToStep', params: ({ event }) => ({ step: event.step }) },
          actions: { type: 'goToStep', params: ({ event }) => ({ step: event.step }) },
        },
        'wizard.submit': {
          guard: 'isReadyToSubmit',
          target: 'submitting',
          actions: ['markStepComplete', 'clearError'],
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitRegistration',
        input: ({ context }) => buildRegistrationPayload(context.form, context.campaignCode),
        onDone: {
          target: 'success',
          actions: { type: 'storeResult', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failure',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failure: {
      tags: ['error'],
      on: {
        'wizard.retry': { guard: 'canRetry', target: 'retrying', actions: 'countManualRetry' },
        'wizard.dismiss': { target: 'editing' },
      },
    },
    retrying: {
      tags: ['busy'],
      after: { manualRetryDelay: { target: 'submitting', actions: 'clearError' } },
    },
    success: {
      tags: ['success'],
      on: {
        'wizard.done': { target: 'editing', actions: 'resetWizard' },
      },
    },
  },
});
