import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formSubmissionMachine, SUCCESS_AUTO_CLOSE_MS } from './formSubmissionMachine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(submit: (values: unknown) => Promise<{ message: string }>, fallbackError?: string) {
  const machine = formSubmissionMachine.provide({
    actors: { submit: fromPromise(async ({ input }) => submit(input)) },
  });
  return createActor(machine, { input: fallbackError ? { fallbackError } : undefined }).start();
}

describe('formSubmissionMachine', () => {
  it('submits, succeeds, and closes itself after 1.5 s', async () => {
    const submit = vi.fn(async () => ({ message: 'Profile updated successfully!' }));
    const actor = start(submit);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);

    actor.send({ type: 'form.submit', values: { name: 'Nimal' } });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(submit).toHaveBeenCalledWith({ name: 'Nimal' });

    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Profile updated successfully!');

    await vi.advanceTimersByTimeAsync(SUCCESS_AUTO_CLOSE_MS - 1);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the error message and allows a retry', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Current password is incorrect');
      return { message: 'Password changed successfully!' };
    });
    actor.send({ type: 'form.submit', values: { currentPassword: 'x' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Current password is incorrect');

    actor.send({ type: 'form.submit', values: { currentPassword: 'y' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('success')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ currentPassword: 'y' });
  });

  it('uses the fallback when the failure carries no message', async () => {
    const actor = start(async () => {
      throw new Error('');
    }, 'Failed to update profile. Please try again.');
    actor.send({ type: 'form.submit', values: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('Failed to update profile. Please try again.');
  });

  it('has a generic fallback and resets to idle', async () => {
    const actor = start(async () => {
      throw null;
    });
    actor.send({ type: 'form.submit', values: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('An unexpected error occurred');
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a second submit while one is in flight', () => {
    const actor = start(() => new Promise(() => {}));
    actor.send({ type: 'form.submit', values: {} });
    expect(actor.getSnapshot().can({ type: 'form.submit', values: {} })).toBe(false);
  });
});
