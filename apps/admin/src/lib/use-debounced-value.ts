import { useEffect, useState } from 'react';

/** How long typing pauses before a search is asked of the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value` once it has stayed the same for `delayMs` (a search asked when typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
