import { useSyncExternalStore } from 'react';
import {
  displayTimeZone,
  formatDateTime,
  formatTimeAgo,
  NOT_AVAILABLE,
  parseIsoInstant,
  subscribeDisplayTimeZone,
} from '../../utils/format-date';

const MINUTE_MS = 60_000;

/** One clock for every relative time on screen, ticking each minute while one is shown. */
const minuteClock = (() => {
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  return {
    now: () => now,
    subscribe(listener: () => void) {
      listeners.add(listener);
      timer ??= setInterval(() => {
        now = Date.now();
        for (const each of listeners) each();
      }, MINUTE_MS);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
})();

type Props = {
  /** An ISO-8601 timestamp; empty or invalid shows the fallback. */
  value: string | null | undefined;
  fallback?: string;
};

/**
 * A recent moment as "3 hours ago", with the exact date and time (in the admin's zone) as its
 * tooltip and, for screen readers, as text beside it.
 */
export function TimeAgo({ value, fallback = NOT_AVAILABLE }: Props) {
  useSyncExternalStore(minuteClock.subscribe, minuteClock.now);
  // Re-renders when the admin's zone changes: the exact time follows it.
  useSyncExternalStore(subscribeDisplayTimeZone, displayTimeZone);
  if (!value || !parseIsoInstant(value)) return <>{fallback}</>;
  const exact = formatDateTime(value);
  const relative = formatTimeAgo(value);
  return (
    <time dateTime={value} title={exact} className="whitespace-nowrap">
      {relative}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}
