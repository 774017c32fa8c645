import { and, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared';
import {
  EMPTY_SERVICE_FORM,
  type ServiceFormValues,
  type ServiceInput,
  serviceFormInputSchema,
} from './serviceForm';

export type ServiceFormMode = 'create' | 'edit' | 'duplicate';
export const SERVICE_FORM_STEPS = [
  { step: 1, title: 'Basic Information' },
  { step: 2, title: 'Pricing Configuration' },
  { step: 3, title: 'Service Configuration' },
] as const;
export type ServiceFormStep = 1 | 2 | 3;
const LAST_STEP: ServiceFormStep = 3;

/** Which step holds each field, so an error sends the admin to it. */
const FIELD_STEP: Record<keyof ServiceFormValues, ServiceFormStep> = {
  name: 1,
  description: 1,
  priceType: 2,
  basePrice: 2,
  clothingPrices: 2,
  statuses: 3,
  estimatedTime: 3,
  icon: 3,
  color: 3,
  isActive: 3,
};

/** The page's texts per mode (spec part 2 §2.8). */
export function serviceFormTexts(mode: ServiceFormMode) {
  return {
    title: mode === 'edit' ? 'Edit Service' : 'Create New Service',
    subtitle:
      mode === 'edit'
        ? 'Update service details'
        : mode === 'duplicate'
          ? 'Creating duplicate service'
          : 'Fill in the details to create a new service',
    submitLabel: mode === 'edit' ? 'Update Service' : 'Create Service',
    failure: mode === 'edit' ? 'Failed to update service' : 'Failed to create service',
  };
}

/** Field → message; category prices as `clothingPrices.<category>`. */
export type ServiceFormErrors = Record<string, string>;

/** Every problem of the form, keyed by field, or none. */
export function serviceFormErrors(values: ServiceFormValues): ServiceFormErrors {
  const parsed = serviceFormInputSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: ServiceFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

function stepOf(field: string): ServiceFormStep {
  const head = field.split('.')[0] as keyof ServiceFormValues;
  return FIELD_STEP[head] ?? 1;
}

/** The problems of one step's fields. */
export function stepErrors(step: ServiceFormStep, values: ServiceFormValues): ServiceFormErrors {
  return Object.fromEntries(
    Object.entries(serviceFormErrors(values)).filter(([field]) => stepOf(field) === step),
  );
}

export interface ServiceFormContext {
  mode: ServiceFormMode;
  step: ServiceFormStep;
  completedSteps: ServiceFormStep[];
  values: ServiceFormValues;
  /** The version an edit was loaded at; sent back so a stale copy is refused. */
  version: number | null;
  errors: ServiceFormErrors;
  /** The failure of the last save, shown above the form. */
  submitError: string | null;
  message: string | null;
}

export interface ServiceFormInput {
  mode?: ServiceFormMode;
  values?: ServiceFormValues;
  version?: number | null;
}

/** What the web's `saveService` receives: the parsed body, and for an edit the version. */
export interface SaveServiceRequest {
  mode: ServiceFormMode;
  body: ServiceInput;
  version: number | null;
}

export type ServiceFormEvent =
  | { type: 'form.change'; values: Partial<ServiceFormValues> }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.submit' };

export type ServiceFormTag = 'editable' | 'busy' | 'error' | 'saved';

/**
 * The service form (spec part 2 §2.8): three steps; Continue from step 1 only once a name is
 * typed (and moving on only when the step's fields are valid, else their errors show); Back one
 * step; only step 3 submits. A failed save keeps the values and the message; a server error
 * naming a field sends the admin to that field's step. The web supplies `saveService`.
 */
export const serviceFormMachine = setup({
  types: {
    context: {} as ServiceFormContext,
    events: {} as ServiceFormEvent,
    input: {} as ServiceFormInput | undefined,
    tags: {} as ServiceFormTag,
  },
  actors: {
    saveService: fromPromise<{ message?: string }, SaveServiceRequest>(async () => {
      throw new Error('not provided: saveService (supply it with serviceFormMachine.provide)');
    }),
  },
  guards: {
    isNameEntered: ({ context }) => context.step !== 1 || context.values.name.trim().length > 0,
    isStepValid: ({ context }) =>
      context.step < LAST_STEP &&
      Object.keys(stepErrors(context.step, context.values)).length === 0,
    isLastStep: ({ context }) => context.step === LAST_STEP,
    isFormValid: ({ context }) => Object.keys(serviceFormErrors(context.values)).length === 0,
    hasPreviousStep: ({ context }) => context.step > 1,
  },
  actions: {
    updateValues: assign(({ context }, values: Partial<ServiceFormValues>) => {
      const errors = { ...context.errors };
      // A field the admin changes loses its stale message.
      for (const field of Object.keys(values)) {
        for (const key of Object.keys(errors)) {
          if (key === field || key.startsWith(`${field}.`)) delete errors[key];
        }
      }
      return { values: { ...context.values, ...values }, errors };
    }),
    markStepComplete: assign(({ context }) => ({
      completedSteps: context.completedSteps.includes(context.step)
        ? context.completedSteps
        : [...context.completedSteps, context.step],
    })),
    goToNextStep: assign(({ context }) => ({
      step: Math.min(LAST_STEP, context.step + 1) as ServiceFormStep,
      errors: {},
    })),
    goToPreviousStep: assign(({ context }) => ({
      step: Math.max(1, context.step - 1) as ServiceFormStep,
    })),
    showStepErrors: assign(({ context }) => ({ errors: stepErrors(context.step, context.values) })),
    showFormErrors: assign(({ context }) => {
      const errors = serviceFormErrors(context.values);
      const first = Object.keys(errors)[0];
      return { errors, step: first ? stepOf(first) : context.step };
    }),
    clearSubmitError: assign({ submitError: null, errors: {} }),
    storeSaved: assign((_, output: { message?: string }) => ({
      message: output.message ?? null,
      submitError: null,
    })),
    storeFailure: assign(({ context }, params: { error: unknown }) => {
      const message = errorMessage(params.error, serviceFormTexts(context.mode).failure);
      const field = fieldOf(params.error);
      if (!field) return { submitError: message };
      return { submitError: message, errors: { [field]: message }, step: stepOf(field) };
    }),
  },
}).createMachine({
  id: 'serviceForm',
  context: ({ input }) => ({
    mode: input?.mode ?? 'create',
    step: 1,
    // An edit starts from a complete service: every step is already done.
    completedSteps: input?.mode === 'edit' ? [1, 2, 3] : [],
    values: input?.values ?? EMPTY_SERVICE_FORM,
    version: input?.version ?? null,
    errors: {},
    submitError: null,
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'form.change': { actions: { type: 'updateValues', params: ({ event }) => event.values } },
        'wizard.next': [
          { guard: 'isStepValid', actions: ['markStepComplete', 'goToNextStep'] },
          { guard: 'isNameEntered', actions: 'showStepErrors' },
        ],
        'wizard.back': { guard: 'hasPreviousStep', actions: 'goToPreviousStep' },
        'wizard.submit': [
          {
            guard: and(['isLastStep', 'isFormValid']),
            target: 'submitting',
            actions: ['markStepComplete', 'clearSubmitError'],
          },
          { guard: 'isLastStep', actions: 'showFormErrors' },
        ],
      },
      initial: 'clean',
      states: {
        clean: {},
        failed: { tags: ['error'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'saveService',
        input: ({ context }) => ({
          mode: context.mode,
          body: serviceFormInputSchema.parse(context.values),
          version: context.version,
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'storeSaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { tags: ['saved'], type: 'final' },
  },
});

/** The field a failure names (the API's `{ field }`), if any. */
function fieldOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'field' in error) {
    const { field } = error as { field: unknown };
    if (typeof field === 'string' && field) return field;
  }
  return undefined;
}
