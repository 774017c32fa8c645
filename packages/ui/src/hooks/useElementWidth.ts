import { useCallback, useRef, useState } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver; 0 until measured or where
 * there is no ResizeObserver (then callers show everything). Returns a callback ref.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.round(element.clientWidth));
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    measure();
  }, []);
  return [ref, width] as const;
}
