import { useLayoutEffect, useRef } from 'react';

/*
 * The element a dialog should give focus back to. Radix returns focus to whatever had it when the
 * dialog mounted, which is nothing useful when the dialog was opened from a menu item (the menu is
 * gone by then) or by code: focus fell to <body>. So a dialog takes as its trigger, when it opens,
 * the button of the menu that holds the focus (Radix points it at the menu with aria-controls),
 * else the focused element, else the last element focused outside menus and listboxes.
 */
let lastSteadyFocus: HTMLElement | null = null;
let listening = false;

const passing = '[role="menu"], [role="listbox"], [role="menubar"]';

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'focus',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(passing)) {
        lastSteadyFocus = target;
      }
    },
    true,
  );
}

function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return lastSteadyFocus;
  const menu = active.closest(passing);
  if (!menu) return active;
  const button = menu.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`)
    : null;
  return button ?? lastSteadyFocus;
}

/** The page's main heading, for when the trigger is gone (its row was deleted). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * For a dialog's `onCloseAutoFocus`: focus goes to the `preferred` element when one is given,
 * else back to the element that opened the dialog, or to the page heading when that element has
 * left the page.
 */
export function useReturnFocus(open: boolean, preferred?: () => HTMLElement | null) {
  const trigger = useRef<HTMLElement | null>(null);
  listen();
  useLayoutEffect(() => {
    if (!open) return;
    trigger.current = openerOf(document.activeElement);
  }, [open]);

  return (event: Event) => {
    // What the dialog's work put on the page may have taken the focus already (the next step's
    // first field): it stays there.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.isConnected) {
      event.preventDefault();
      return;
    }
    const chosen = preferred?.();
    const target = chosen?.isConnected
      ? chosen
      : trigger.current?.isConnected
        ? trigger.current
        : pageHeading();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}
