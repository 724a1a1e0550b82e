import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint: a list shows its rows as cards. */
export const PHONE_QUERY = '(max-width: 639px)';

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
