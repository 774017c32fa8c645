import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll offset, updated at most once a frame. The AppShell scrolls the
 * window, so this feeds `TopBar elevated={y > 20}` and `ScrollToTopButton visible={y > 300}`.
 */
export function useScrollY(): number {
  const [y, setY] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setY(window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return y;
}

/** Scrolls the window back to the top (smoothly unless the user prefers reduced motion). */
export function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}
