import type { OrderFormValues } from '@laundry/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { serviceFieldId } from './ItemsStep';
import type { OrderFormSend } from './useOrderFormMachine';

/** The save shortcut (shown by the buttons): Ctrl+Enter, or ⌘+Enter on a Mac, from any field. */
const isSaveShortcut = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * Moving through the form's steps: Enter continues (step 3 saves), Ctrl+Enter saves from any
 * step, Back goes back. A new step takes the focus: its first service when coming from the
 * customer, else its title (`headingRef`).
 */
export function useWizardNavigation(
  step: 1 | 2 | 3,
  items: OrderFormValues['items'],
  send: OrderFormSend,
) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    const from = shownStep.current;
    shownStep.current = step;
    const firstService = document.getElementById(serviceFieldId(0));
    if (step === 2 && from === 1 && firstService && !items[0]?.serviceId) {
      firstService.focus();
    } else {
      headingRef.current?.focus();
    }
  }, [step, items]);

  // Submit checks the whole form first; a resend of the same values reuses its key (a retry).
  const save = () => send({ type: 'order.submit' });
  return {
    headingRef,
    save,
    back: () => send({ type: 'wizard.back' }),
    onKeyDown: (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      save();
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (step < 3) send({ type: 'wizard.next' });
      else save();
    },
  };
}
