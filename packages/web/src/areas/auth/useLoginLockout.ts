import { useCallback, useEffect, useRef, useState } from 'react';
import type { LockoutView, startLockout } from './lockoutActor';

type LockoutActor = ReturnType<typeof startLockout>;

/**
 * The sign-in form's lock-out: the domain's machine (failures counted, five lock the form for
 * five minutes). The machine, and XState with it, is fetched on the first failed sign-in, so a
 * visit that signs in at the first try never downloads it.
 */
export function useLoginLockout() {
  const [view, setView] = useState<LockoutView>({ locked: false, failures: 0 });
  const actor = useRef<Promise<LockoutActor> | null>(null);

  useEffect(
    () => () => {
      void actor.current?.then((running) => running.stop());
      actor.current = null;
    },
    [],
  );

  const failed = useCallback(async () => {
    actor.current ??= import('./lockoutActor').then(({ startLockout }) => startLockout(setView));
    (await actor.current).send({ type: 'login.failed', at: Date.now() });
  }, []);

  return { ...view, failed };
}
