import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (a search box's text before it is sent). */
export function useDebounced<Value>(value: Value, delayMs: number): Value {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
