import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { LOGIN_LOCK_MS } from './constants';
import { lockoutWarning } from './lockout';
import { loginLockoutMachine } from './loginLockoutMachine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(loginLockoutMachine, { clock }).start();
  return { actor, clock };
}

describe('lockoutWarning', () => {
  it('warns from 1 to 4 failures', () => {
    expect(lockoutWarning(1)).toBe(
      '1 failed attempt(s). Account will be locked after 5 failed attempts.',
    );
    expect(lockoutWarning(4)).toBe(
      '4 failed attempt(s). Account will be locked after 5 failed attempts.',
    );
  });

  it('says nothing before the first failure or once locked', () => {
    expect(lockoutWarning(0)).toBeNull();
    expect(lockoutWarning(5)).toBeNull();
  });
});

describe('loginLockoutMachine', () => {
  it('counts failures and stays open up to 4', () => {
    const { actor } = start();
    for (let i = 1; i <= 4; i += 1) {
      actor.send({ type: 'login.failed' });
      expect(actor.getSnapshot().context.failures).toBe(i);
      expect(actor.getSnapshot().matches('open')).toBe(true);
    }
    expect(lockoutWarning(actor.getSnapshot().context.failures)).not.toBeNull();
  });

  it('locks on the 5th failure for 5 minutes, then opens with the count reset', () => {
    const { actor, clock } = start();
    clock.set(1_000);
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'login.failed', at: clock.now() });
    const locked = actor.getSnapshot();
    expect(locked.matches('locked')).toBe(true);
    expect(locked.hasTag('locked')).toBe(true);
    expect(locked.context).toEqual({ failures: 5, lockedUntil: 1_000 + LOGIN_LOCK_MS });

    clock.increment(LOGIN_LOCK_MS - 1);
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ failures: 0, lockedUntil: null });
  });

  it('ignores attempts while locked', () => {
    const { actor } = start();
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'login.failed' });
    expect(actor.getSnapshot().can({ type: 'login.failed' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'login.succeeded' })).toBe(false);
    actor.send({ type: 'login.failed' });
    expect(actor.getSnapshot().context.failures).toBe(5);
    expect(actor.getSnapshot().context.lockedUntil).toBeNull();
  });

  it('resets the count on a success', () => {
    const { actor } = start();
    actor.send({ type: 'login.failed' });
    actor.send({ type: 'login.failed' });
    actor.send({ type: 'login.succeeded' });
    expect(actor.getSnapshot().context.failures).toBe(0);
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'login.failed' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });
});
