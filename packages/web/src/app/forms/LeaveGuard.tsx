import { ConfirmDialog } from '@laundry/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before work in progress is left: a move inside the app (Back, a link, the sidebar) waits
 * for "Leave" in a dialog; closing or reloading the tab gets the browser's own question. `when`
 * is whether there is anything to lose; a navigation the form makes itself (to the saved record)
 * must happen while `when` is false.
 */
export function LeaveGuard({
  when,
  title,
  description,
}: {
  when: boolean;
  title: string;
  description: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={title}
      description={description}
      cancelLabel="Stay"
      confirmLabel="Leave"
      tone="danger"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
