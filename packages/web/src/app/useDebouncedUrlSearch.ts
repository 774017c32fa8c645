import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box kept in the address: typing calls `onSearch` after `delayMs` of quiet
 * (the caller replaces the history entry, so back does not step through every letter); an address
 * change from elsewhere (back, the header's search) refills the box.
 */
export function useDebouncedUrlSearch(
  urlSearch: string,
  onSearch: (text: string) => void,
  delayMs: number,
) {
  const [text, setText] = useState(urlSearch);
  const pushed = useRef(urlSearch);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (urlSearch !== pushed.current) {
      pushed.current = urlSearch;
      setText(urlSearch);
    }
  }, [urlSearch]);

  useEffect(() => {
    const words = text.trim();
    if (words === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = words;
      latest.current(words);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return [text, setText] as const;
}
