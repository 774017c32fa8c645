import { loginLockoutMachine } from '@laundry/domain';
import { createActor } from 'xstate';

export interface LockoutView {
  locked: boolean;
  failures: number;
}

/** Runs the domain's lock-out machine, telling `onChange` what the form should show. */
export function startLockout(onChange: (view: LockoutView) => void) {
  const actor = createActor(loginLockoutMachine);
  actor.subscribe((snapshot) =>
    onChange({ locked: snapshot.hasTag('locked'), failures: snapshot.context.failures }),
  );
  return actor.start();
}
