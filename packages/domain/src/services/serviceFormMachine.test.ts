import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EMPTY_SERVICE_FORM } from './serviceForm';
import {
  type SaveServiceRequest,
  serviceFormMachine,
  serviceFormTexts,
} from './serviceFormMachine';

function start(
  save: (request: SaveServiceRequest) => Promise<{ message?: string }> = async () => ({
    message: 'ok',
  }),
  input = {},
) {
  const requests: SaveServiceRequest[] = [];
  const machine = serviceFormMachine.provide({
    actors: {
      saveService: fromPromise<{ message?: string }, SaveServiceRequest>(async ({ input }) => {
        requests.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serviceFormMachine', () => {
  it('keeps Continue disabled on step 1 until a name is typed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'form.change', values: { name: ' ' } });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'form.change', values: { name: 'Ironing' } });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(true);
  });

  it('shows the step errors instead of moving on when the name is too short', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', values: { name: 'I' } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Name must be at least 2 characters',
    });
    actor.send({ type: 'form.change', values: { name: 'Ironing' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('walks three steps, ticks finished ones, goes back one step, and submits only on step 3', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'form.change', values: { name: 'Ironing' } });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'wizard.next' }); // base price missing
    expect(actor.getSnapshot().context.errors).toEqual({ basePrice: 'Base price is required' });
    actor.send({
      type: 'form.change',
      values: { basePrice: '150', clothingPrices: { suits: '300' } },
    });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 3, completedSteps: [1, 2] });
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(requests[0]).toMatchObject({
      mode: 'create',
      version: null,
      body: {
        name: 'Ironing',
        basePrice: 150,
        priceType: 'per_piece',
        clothingPrices: { suits: 300 },
      },
    });
  });

  it('keeps the values after a failed save and sends the admin to the field the server named', async () => {
    const failure = Object.assign(new Error('A service with this name already exists'), {
      field: 'name',
    });
    const { actor } = start(async () => Promise.reject(failure), {
      mode: 'edit',
      version: 4,
      values: { ...EMPTY_SERVICE_FORM, name: 'Washing', basePrice: '300' },
    });
    expect(actor.getSnapshot().context.completedSteps).toEqual([1, 2, 3]);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.submit' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.hasTag('editable')).toBe(true);
    expect(snapshot.context).toMatchObject({
      step: 1,
      submitError: 'A service with this name already exists',
      errors: { name: 'A service with this name already exists' },
    });
    expect(snapshot.context.values.name).toBe('Washing');
  });

  it('on submit with an invalid field elsewhere, opens that step with its error', () => {
    const { actor } = start(undefined, {
      mode: 'edit',
      version: 1,
      values: { ...EMPTY_SERVICE_FORM, name: 'Washing', basePrice: '300' },
    });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'form.change', values: { estimatedTime: '1441' } });
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      estimatedTime: 'Time cannot exceed 24 hours',
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
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
