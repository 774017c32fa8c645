import { useEffect, useRef } from 'react';

/** How long a new page may take to show its heading (lazy routes, a first fetch). */
const WAIT_FOR_HEADING_MS = 3000;

/**
 * After a route change, keyboard and screen-reader users start from the new page's heading, not
 * from <body>: the first <h1> in <main> gets focus (tabindex -1, so it is not a tab stop) once it
 * is on screen. A page that starts with a field instead (the order form's customer search: the
 * counter types at once) marks it `data-autofocus`, and that field gets the focus. The first page
 * of a visit keeps the browser's own start.
 */
export function useFocusHeadingOnNavigation(pathname: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page (pathname).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      const field = document.querySelector<HTMLElement>('main [data-autofocus]');
      if (field) {
        field.focus({ preventScroll: true });
        return true;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // The page renders its heading later: watch for it, for a while.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
