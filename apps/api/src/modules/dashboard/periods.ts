/**
 * The calendar periods the dashboard counts in, all in UTC. A period is half-open,
 * `from` ≤ t < `to`, as ISO-8601 text, so it compares directly with the stored timestamps.
 */
export type Period = { from: string; to: string };

const DAY_MS = 86_400_000;

const period = (from: Date, to: Date): Period => ({
  from: from.toISOString(),
  to: to.toISOString(),
});

/** Monday 00:00 UTC of the week that holds `date`. */
export function startOfUtcWeek(date: Date): Date {
  const startOfDay = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(startOfDay - daysSinceMonday * DAY_MS);
}

/** The 1st, 00:00 UTC, of the month `monthsLater` months after the one that holds `date`. */
export function startOfUtcMonth(date: Date, monthsLater = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1));
}

/** The week and calendar month holding `now`, and the whole ones before them. */
export function insightPeriods(now: Date): {
  thisWeek: Period;
  previousWeek: Period;
  thisMonth: Period;
  previousMonth: Period;
} {
  const weekStart = startOfUtcWeek(now);
  const weekOffset = (weeks: number) => new Date(weekStart.getTime() + weeks * 7 * DAY_MS);
  return {
    thisWeek: period(weekStart, weekOffset(1)),
    previousWeek: period(weekOffset(-1), weekStart),
    thisMonth: period(startOfUtcMonth(now), startOfUtcMonth(now, 1)),
    previousMonth: period(startOfUtcMonth(now, -1), startOfUtcMonth(now)),
  };
}

/** January 1st, 00:00 UTC, of `year` up to that of the next year. */
export function utcYear(year: number): Period {
  return period(new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
}

/**
 * (current − previous) / previous × 100, rounded half away from zero to one decimal. With
 * nothing to compare against (previous = 0) it is 100 when there is something now, else 0.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  // In tenths of a percent, dividing last, so exact halves stay exact.
  const tenths = ((current - previous) * 1000) / previous;
  const rounded = (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
  return rounded === 0 ? 0 : rounded;
}
