import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RegisteredCustomer, RegistrationPayload } from './registrationPayload';
import {
  canRetryRegistration,
  isRateLimitMessage,
  isRetryableRegistrationMessage,
  MANUAL_RETRY_DELAY_MS,
  RATE_LIMIT_NOTE,
  type RegistrationResult,
  registrationWizardMachine,
} from './registrationWizardMachine';
import { REGISTRATION_MESSAGES, REGISTRATION_RATE_LIMIT_MESSAGE } from './retryPolicy';

const customer: RegisteredCustomer = {
  _id: 'c1',
  fullName: 'Nimal Perera',
  phoneNumber: '0771234567',
  isStudent: true,
  campusId: 'IT2112345',
  messageChannel: 'sms',
  messagesOptOut: false,
  loyaltyPoints: 0,
  totalOrders: 0,
  totalSpent: 0,
  eligibleForStudentDiscount: true,
  createdAt: '2025-11-01T04:00:00.000Z',
  version: 1,
  discountInfo: {
    percentage: 20,
    description: 'Grand Opening 2025: 20% off your first order',
    isOneTime: true,
    type: 'campaign',
  },
};

type Submit = (payload: RegistrationPayload) => Promise<RegistrationResult>;

function start(submit: Submit, campaignCode: string | null = 'GRANDOPENING2025') {
  const clock = new SimulatedClock();
  const machine = registrationWizardMachine.provide({
    actors: { submitRegistration: fromPromise(async ({ input }) => submit(input)) },
  });
  const actor = createActor(machine, { input: { campaignCode }, clock }).start();
  return { actor, clock };
}

type Actor = ReturnType<typeof start>['actor'];

/** Fills every step and walks to the review step. */
function fillAndReview(actor: Actor) {
  actor.send({ type: 'wizard.update', values: { fullName: 'Nimal Perera' } });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.update', values: { phone: '077 123 4567', email: '' } });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.next' });
  actor.send({ type: 'wizard.update', values: { isStudent: true, studentId: 'it21 12345' } });
  actor.send({ type: 'wizard.next' });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registrationWizardMachine: steps', () => {
  it('starts editable on step 1 with an empty form', () => {
    const { actor } = start(vi.fn());
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.hasTag('editable')).toBe(true);
    expect(snapshot.context).toMatchObject({
      step: 1,
      completedSteps: [],
      error: null,
      manualRetries: 0,
      campaignCode: 'GRANDOPENING2025',
    });
    expect(snapshot.context.form.fullName).toBe('');
  });

  it('lets Continue through only a valid step, and marks it complete', () => {
    const { actor } = start(vi.fn());
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(1);

    actor.send({ type: 'wizard.update', values: { fullName: 'Nimal' } });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(true);
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, completedSteps: [1] });

    actor.send({ type: 'wizard.update', values: { phone: '07712' } });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'wizard.update', values: { phone: '0771234567', email: 'no-at-sign' } });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'wizard.update', values: { email: 'nimal@mail.lk' } });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 3, completedSteps: [1, 2] });
  });

  it('goes back one step, never before the first', () => {
    const { actor } = start(vi.fn());
    expect(actor.getSnapshot().can({ type: 'wizard.back' })).toBe(false);
    actor.send({ type: 'wizard.update', values: { fullName: 'Nimal' } });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('follows the step-click rule', () => {
    const { actor } = start(vi.fn());
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 2 })).toBe(false);
    actor.send({ type: 'wizard.update', values: { fullName: 'Nimal', phone: '0771234567' } });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 3, completedSteps: [1, 2] });
    actor.send({ type: 'wizard.goTo', step: 1 });
    expect(actor.getSnapshot().context.step).toBe(1);
    // Step 3 follows completed step 2; step 4 does not follow a completed step.
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 3 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 4 })).toBe(false);
    actor.send({ type: 'wizard.goTo', step: 3 });
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it('normalises the student ID as typed', () => {
    const { actor } = start(vi.fn());
    actor.send({ type: 'wizard.update', values: { studentId: 'it 21 12345' } });
    expect(actor.getSnapshot().context.form.studentId).toBe('IT2112345');
  });

  it('needs a student ID on step 4 only from students', () => {
    const { actor } = start(vi.fn());
    fillAndReview(actor);
    actor.send({ type: 'wizard.goTo', step: 4 });
    actor.send({ type: 'wizard.update', values: { studentId: '' } });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'wizard.update', values: { isStudent: false } });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(true);
  });

  it('submits only from a valid review step', () => {
    const { actor } = start(vi.fn());
    actor.send({ type: 'wizard.update', values: { fullName: 'Nimal', phone: '0771234567' } });
    expect(actor.getSnapshot().can({ type: 'wizard.submit' })).toBe(false);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().context.step).toBe(5);
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'wizard.submit' })).toBe(true);
    // Jump back and break step 1: the review refuses.
    actor.send({ type: 'wizard.goTo', step: 1 });
    actor.send({ type: 'wizard.update', values: { fullName: '' } });
    actor.send({ type: 'wizard.goTo', step: 5 });
    expect(actor.getSnapshot().context.step).toBe(5);
    expect(actor.getSnapshot().can({ type: 'wizard.submit' })).toBe(false);
  });
});

describe('registrationWizardMachine: submission', () => {
  it('sends the payload, is busy, then shows success on step 6', async () => {
    const submit = vi.fn<Submit>(async () => ({ customer, message: 'Registration successful' }));
    const { actor } = start(submit);
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(submit).toHaveBeenCalledWith({
      fullName: 'Nimal Perera',
      phone: '0771234567',
      phoneNumber: '0771234567',
      address: { street: '', city: '' },
      isStudent: true,
      studentId: 'IT2112345',
      messageChannel: 'sms',
      messagesOptOut: false,
      language: 'en',
      campaignCode: 'GRANDOPENING2025',
    });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('success')).toBe(true);
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.context.step).toBe(6);
    expect(snapshot.context.completedSteps).toEqual([1, 2, 3, 4, 5]);
    expect(snapshot.context.result?.customer.discountInfo?.percentage).toBe(20);
  });

  it('sends no campaign code when no campaign runs', async () => {
    const submit = vi.fn<Submit>(async () => ({ customer }));
    const { actor } = start(submit, null);
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    expect(submit.mock.calls[0]?.[0]).not.toHaveProperty('campaignCode');
  });

  it('Done clears the form and starts again, keeping the campaign', async () => {
    const { actor } = start(async () => ({ customer }));
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    await flush();
    actor.send({ type: 'wizard.done' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context).toEqual({
      step: 1,
      completedSteps: [],
      form: {
        fullName: '',
        phone: '',
        email: '',
        street: '',
        city: '',
        isStudent: false,
        studentId: '',
        messageChannel: 'sms',
        messagesOptOut: false,
        language: 'en',
      },
      campaignCode: 'GRANDOPENING2025',
      error: null,
      manualRetries: 0,
      result: null,
    });
  });

  it('shows the failure and closes back to the review step', async () => {
    const { actor } = start(async () => {
      throw new Error('A customer with this phone number already exists');
    });
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    await flush();
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches('failure')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('A customer with this phone number already exists');
    expect(snapshot.can({ type: 'wizard.retry' })).toBe(false);
    actor.send({ type: 'wizard.dismiss' });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.step).toBe(5);
    expect(snapshot.context.form.fullName).toBe('Nimal Perera');
  });

  it("shows the dialog's default text when the failure has none", async () => {
    const { actor } = start(async () => {
      throw new Error('');
    });
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(REGISTRATION_MESSAGES.unexpected);
  });

  it('Try Again waits 500 ms, then resubmits and can succeed', async () => {
    const submit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(new Error(REGISTRATION_MESSAGES.unreachable))
      .mockResolvedValueOnce({ customer });
    const { actor, clock } = start(submit);
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    await flush();
    expect(actor.getSnapshot().can({ type: 'wizard.retry' })).toBe(true);
    actor.send({ type: 'wizard.retry' });
    expect(actor.getSnapshot().matches('retrying')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.manualRetries).toBe(1);
    clock.increment(MANUAL_RETRY_DELAY_MS - 1);
    expect(submit).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(submit).toHaveBeenCalledTimes(2);
    await flush();
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });

  it('offers Try Again only while fewer than 3 manual retries were made', async () => {
    const { actor, clock } = start(async () => {
      throw new Error('Request timeout');
    });
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    await flush();
    for (let retry = 1; retry <= 3; retry += 1) {
      expect(actor.getSnapshot().can({ type: 'wizard.retry' })).toBe(true);
      actor.send({ type: 'wizard.retry' });
      clock.increment(MANUAL_RETRY_DELAY_MS);
      await flush();
      expect(actor.getSnapshot().matches('failure')).toBe(true);
    }
    expect(actor.getSnapshot().context.manualRetries).toBe(3);
    expect(actor.getSnapshot().can({ type: 'wizard.retry' })).toBe(false);
    // Closing and submitting again does not reset the count.
    actor.send({ type: 'wizard.dismiss' });
    actor.send({ type: 'wizard.submit' });
    await flush();
    expect(actor.getSnapshot().can({ type: 'wizard.retry' })).toBe(false);
  });

  it('wizard.reset starts over from anywhere', async () => {
    const { actor } = start(async () => {
      throw new Error('Network Error');
    });
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    await flush();
    actor.send({ type: 'wizard.reset' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('throws "not provided" when the web forgets the actor', async () => {
    const actor = createActor(registrationWizardMachine, { input: {} }).start();
    fillAndReview(actor);
    actor.send({ type: 'wizard.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toMatch(/^not provided: submitRegistration/);
  });
});

describe('dialog rules', () => {
  it.each([
    [REGISTRATION_MESSAGES.unreachable, true],
    ['Network Error', true],
    ['Internal Server Error', true],
    ['timeout of 10000ms exceeded', true],
    ['Connection refused', true],
    [REGISTRATION_MESSAGES.exhausted, false],
    [REGISTRATION_MESSAGES.rejected, false],
    [REGISTRATION_MESSAGES.unexpected, false],
    ['Too many registration attempts. Please try again later.', false],
    ['', false],
  ])('Try Again for %j: %s', (message, retryable) => {
    expect(isRetryableRegistrationMessage(message)).toBe(retryable);
    expect(canRetryRegistration(message, 0)).toBe(retryable);
  });

  it('stops offering Try Again at 3 manual retries', () => {
    expect(canRetryRegistration('Network Error', 2)).toBe(true);
    expect(canRetryRegistration('Network Error', 3)).toBe(false);
  });

  it("flags 'Too many' failures for the note", () => {
    expect(isRateLimitMessage('Too many registration attempts. Please try again later.')).toBe(
      true,
    );
    expect(isRateLimitMessage('Network Error')).toBe(false);
    expect(isRateLimitMessage(null)).toBe(false);
    expect(isRateLimitMessage(REGISTRATION_RATE_LIMIT_MESSAGE)).toBe(true);
    expect(isRetryableRegistrationMessage(REGISTRATION_RATE_LIMIT_MESSAGE)).toBe(false);
    expect(RATE_LIMIT_NOTE).toMatch(/limited for security/);
  });
});
