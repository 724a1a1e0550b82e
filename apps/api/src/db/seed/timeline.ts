import type { Random } from './random.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Reference instants (epoch milliseconds, UTC) that the demo data is spread around. */
export type Clock = {
  now: number;
  startOfWeek: number;
  startOfPreviousWeek: number;
  startOfMonth: number;
  startOfPreviousMonth: number;
  daysAgo(days: number): number;
};

/** Monday 00:00 UTC starts a week, as in the dashboard insights. */
export function clockAt(date: Date): Clock {
  const now = Math.floor(date.getTime() / 1000) * 1000;
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const startOfDay = Date.UTC(year, month, today.getUTCDate());
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  const startOfWeek = startOfDay - daysSinceMonday * DAY;
  return {
    now,
    startOfWeek,
    startOfPreviousWeek: startOfWeek - 7 * DAY,
    startOfMonth: Date.UTC(year, month, 1),
    startOfPreviousMonth: Date.UTC(year, month - 1, 1),
    daysAgo: (days) => now - days * DAY,
  };
}

export const isoAt = (ms: number): string => new Date(ms).toISOString();

/** A period of time; `share` of the dates fall in it (at least one), the last period takes the rest. */
export type Period = { from: number; to: number; share?: number };

/** `count` random times spread over the periods, oldest first, so ids follow creation order. */
export function spreadTimes(rng: Random, count: number, periods: readonly Period[]): number[] {
  const times: number[] = [];
  periods.forEach((period, index) => {
    const remaining = count - times.length;
    const isLast = index === periods.length - 1;
    const quota = isLast
      ? remaining
      : Math.min(remaining, Math.max(1, Math.round((period.share ?? 0) * count)));
    for (let i = 0; i < quota; i++) times.push(rng.timeBetween(period.from, period.to));
  });
  return times.sort((a, b) => a - b);
}

/** A moment up to `maxMs` after `fromMs`, never after now. */
export function laterThan(rng: Random, clock: Clock, fromMs: number, maxMs: number): number {
  const latest = Math.min(clock.now, fromMs + maxMs);
  return rng.timeBetween(Math.min(fromMs, latest), latest);
}

/** How many of the ascending `times` are at or before `time` (binary search). */
export function countAtOrBefore(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] as number) <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}
