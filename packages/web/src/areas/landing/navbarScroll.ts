import { useEffect, useRef, useState } from 'react';

/** Spec part 1 §2: compact after 50 px; hidden when scrolling down past 100 px. */
export const NAVBAR_COMPACT_AFTER_PX = 50;
export const NAVBAR_HIDE_AFTER_PX = 100;

export interface NavbarScrollState {
  compact: boolean;
  hidden: boolean;
}

/**
 * The navbar after the page scrolled from `previousY` to `y`: compact past 50 px; hidden while
 * scrolling down past 100 px, back as soon as the visitor scrolls up (or returns near the top).
 */
export function nextNavbarState(
  previous: NavbarScrollState,
  previousY: number,
  y: number,
): NavbarScrollState {
  const compact = y > NAVBAR_COMPACT_AFTER_PX;
  if (y <= NAVBAR_HIDE_AFTER_PX) return { compact, hidden: false };
  if (y > previousY) return { compact, hidden: true };
  if (y < previousY) return { compact, hidden: false };
  return { compact, hidden: previous.hidden };
}

/** The navbar's state from the window's scroll, read at most once a frame. */
export function useNavbarScroll(): NavbarScrollState {
  const lastY = useRef(0);
  // As at the top of the page, as the server renders it: the first render must match its markup.
  const [state, setState] = useState<NavbarScrollState>({ compact: false, hidden: false });

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const previousY = lastY.current;
      lastY.current = y;
      setState((previous) => {
        const next = nextNavbarState(previous, previousY, y);
        return next.compact === previous.compact && next.hidden === previous.hidden
          ? previous
          : next;
      });
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    // The page may open scrolled (a reload, a link to a section): the bar as it is there.
    lastY.current = Math.max(0, window.scrollY);
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
