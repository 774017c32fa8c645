import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_SERVICE_FORM, serviceFormInputSchema } from './serviceForm';
import {
  canLeaveServiceStep,
  SERVICE_FORM_STEP_FIELDS,
  serviceFormMachine,
  serviceFormStepOf,
  serviceFormTexts,
} from './serviceFormMachine';

function start(input = {}) {
  return createActor(serviceFormMachine, { input }).start();
}

/** The fields of `step` the schema refuses, as the form's check of one step sees them. */
function refusedOnStep(step: 1 | 2 | 3, values: typeof EMPTY_SERVICE_FORM) {
  const parsed = serviceFormInputSchema.safeParse(values);
  if (parsed.success) return {};
  const refused: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (serviceFormStepOf(field) === step) refused[field] ??= issue.message;
  }
  return refused;
}

describe('serviceFormMachine', () => {
  it('keeps Continue disabled on step 1 until a name is typed', () => {
    expect(canLeaveServiceStep(1, { name: '' })).toBe(false);
    expect(canLeaveServiceStep(1, { name: ' ' })).toBe(false);
    expect(canLeaveServiceStep(1, { name: 'Ironing' })).toBe(true);
    expect(canLeaveServiceStep(2, { name: '' })).toBe(true);
  });

  it('checks a step by its own fields: a short name on step 1, a missing base price on step 2', () => {
    expect(refusedOnStep(1, { ...EMPTY_SERVICE_FORM, name: 'I' })).toEqual({
      name: 'Name must be at least 2 characters',
    });
    expect(refusedOnStep(1, { ...EMPTY_SERVICE_FORM, name: 'Ironing' })).toEqual({});
    expect(refusedOnStep(2, { ...EMPTY_SERVICE_FORM, name: 'Ironing' })).toEqual({
      basePrice: 'Base price is required',
    });
  });

  it('walks three steps, ticks finished ones and goes back one step', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'wizard.back' })).toBe(false);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 3, completedSteps: [1, 2] });
    // Step 3 submits: there is no step after it.
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.completedSteps).toEqual([1, 2]);
  });

  it('starts an edit with every step done and opens the step of a refused field', () => {
    const actor = start({ mode: 'edit' });
    expect(actor.getSnapshot().context.completedSteps).toEqual([1, 2, 3]);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.show', field: 'name' });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'wizard.show', field: 'clothingPrices.suits' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'wizard.show', field: 'estimatedTime' });
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it('puts every field of the form on one step', () => {
    const fields = Object.values(SERVICE_FORM_STEP_FIELDS).flat().sort();
    expect(fields).toEqual(Object.keys(EMPTY_SERVICE_FORM).sort());
  });

  it('says what mode it is in', () => {
    expect(serviceFormTexts('edit')).toMatchObject({
      subtitle: 'Update service details',
      submitLabel: 'Update Service',
    });
    expect(serviceFormTexts('duplicate')).toMatchObject({
      subtitle: 'Creating duplicate service',
      submitLabel: 'Create Service',
    });
    expect(serviceFormTexts('create').subtitle).toBe('Fill in the details to create a new service');
  });
});
