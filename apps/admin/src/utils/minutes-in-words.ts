/** The units a length in minutes is told in, largest first (a month counts 30 days). */
const UNITS = [
  { minutes: 30 * 24 * 60, one: 'month', many: 'months' },
  { minutes: 7 * 24 * 60, one: 'week', many: 'weeks' },
  { minutes: 24 * 60, one: 'day', many: 'days' },
  { minutes: 60, one: 'hour', many: 'hours' },
  { minutes: 1, one: 'minute', many: 'minutes' },
] as const;

const count = new Intl.NumberFormat('en');

/**
 * A length in minutes in words, in the largest unit that divides it whole: 43200 → "1 month",
 * 20160 → "2 weeks", 1440 → "1 day", 90 → "90 minutes" (see docs/decisions.md).
 */
export function minutesInWords(minutes: number): string {
  const unit = UNITS.find((candidate) => minutes % candidate.minutes === 0) ?? UNITS.at(-1)!;
  const amount = minutes / unit.minutes;
  return `${count.format(amount)} ${amount === 1 ? unit.one : unit.many}`;
}
