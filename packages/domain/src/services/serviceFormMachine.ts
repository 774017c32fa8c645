import { assign, setup } from 'xstate';
import type { ServiceFormValues } from './serviceForm';

export type ServiceFormMode = 'create' | 'edit' | 'duplicate';
export const SERVICE_FORM_STEPS = [
  { step: 1, title: 'Basic Information' },
  { step: 2, title: 'Pricing Configuration' },
  { step: 3, title: 'Service Configuration' },
] as const;
export type ServiceFormStep = 1 | 2 | 3;
const LAST_STEP: ServiceFormStep = 3;

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

/** The fields of each step, in the order they show: a step is checked by these alone. */
export const SERVICE_FORM_STEP_FIELDS: Record<ServiceFormStep, (keyof ServiceFormValues)[]> = {
  1: ['name', 'description'],
  2: ['priceType', 'basePrice', 'clothingPrices'],
  3: ['statuses', 'estimatedTime', 'icon', 'color', 'isActive'],
};

/** The step that holds a field ('clothingPrices.suits' is on step 2), so an error opens it. */
export function serviceFormStepOf(field: string): ServiceFormStep {
  const head = field.split('.')[0] as keyof ServiceFormValues;
  const steps = [1, 2, 3] as const;
  return steps.find((step) => SERVICE_FORM_STEP_FIELDS[step].includes(head)) ?? 1;
}

/** Continue from step 1 only once a name is typed (spec part 2 §2.8). */
export function canLeaveServiceStep(
  step: ServiceFormStep,
  values: Pick<ServiceFormValues, 'name'>,
): boolean {
  return step !== 1 || values.name.trim().length > 0;
}

export interface ServiceFormContext {
  mode: ServiceFormMode;
  step: ServiceFormStep;
  completedSteps: ServiceFormStep[];
}

export interface ServiceFormInput {
  mode?: ServiceFormMode;
}

export type ServiceFormEvent =
  /** The form found the step's fields valid: tick it and open the next. */
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  /** A field was refused (on submit, or by the server): open the step that holds it. */
  | { type: 'wizard.show'; field: string };

/**
 * The steps of the service form (spec part 2 §2.8): three steps; Continue moves on once the form
 * found the step's fields valid (`SERVICE_FORM_STEP_FIELDS`); Back one step; only step 3 submits;
 * a refused field opens its step. The values, their checks and the save are the form's
 * (`serviceFormInputSchema` through the web's `useSchemaForm`).
 */
export const serviceFormMachine = setup({
  types: {
    context: {} as ServiceFormContext,
    events: {} as ServiceFormEvent,
    input: {} as ServiceFormInput | undefined,
  },
  guards: {
    hasNextStep: ({ context }) => context.step < LAST_STEP,
    hasPreviousStep: ({ context }) => context.step > 1,
  },
  actions: {
    markStepComplete: assign(({ context }) => ({
      completedSteps: context.completedSteps.includes(context.step)
        ? context.completedSteps
        : [...context.completedSteps, context.step],
    })),
    goToNextStep: assign(({ context }) => ({
      step: Math.min(LAST_STEP, context.step + 1) as ServiceFormStep,
    })),
    goToPreviousStep: assign(({ context }) => ({
      step: Math.max(1, context.step - 1) as ServiceFormStep,
    })),
    showStepOf: assign((_, field: string) => ({ step: serviceFormStepOf(field) })),
  },
}).createMachine({
  id: 'serviceForm',
  context: ({ input }) => ({
    mode: input?.mode ?? 'create',
    step: 1,
    // An edit starts from a complete service: every step is already done.
    completedSteps: input?.mode === 'edit' ? [1, 2, 3] : [],
  }),
  on: {
    'wizard.next': { guard: 'hasNextStep', actions: ['markStepComplete', 'goToNextStep'] },
    'wizard.back': { guard: 'hasPreviousStep', actions: 'goToPreviousStep' },
    'wizard.show': { actions: { type: 'showStepOf', params: ({ event }) => event.field } },
  },
});
