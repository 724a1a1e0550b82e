import { MONTH_NAMES } from './months';

export const NOT_AVAILABLE = 'N/A';

/*
 * Every date and time of the app is shown through this module, in one date format (dd/MM/yyyy)
 * and one date-time format (dd/MM/yyyy HH:mm). Two kinds of values (docs/decisions.md):
 * - instants (timestamps with a time: created_at, last_used_at…) are shown in the admin's time
 *   zone: the one chosen in My account, else the browser's;
 * - calendar dates (a date without a time, a year-month, a job's expiration day) are shown as
 *   written, never shifted by a zone.
 */

/**
 * The ISO-8601 forms the API writes (timestamps are ISO-8601 UTC text): a year-month, a date, or
 * a date and time, with an optional fraction of a second and offset.
 */
const ISO =
  /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Minutes east of UTC of an offset such as "Z", "+02", "-0530" or "+05:30". */
function offsetMinutes(offset: string): number | null {
  if (offset === 'Z') return 0;
  const [, sign, hours, minutes = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset) ?? [];
  if (sign === undefined || Number(hours) > 23 || Number(minutes) > 59) return null;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** A calendar date: what a date without a time names, whatever the zone. */
export type CalendarDate = { year: number; month: number; day: number };

/** What an ISO-8601 value names: a calendar date (with no time) or an instant. */
type Reading = { kind: 'date'; date: CalendarDate } | { kind: 'instant'; instant: Date };

/**
 * Reads an ISO-8601 value: a date (or year-month) as a calendar date, a date and time as an
 * instant (UTC when it has no offset, as the API writes times); null for anything else,
 * including impossible dates and times (2026-13-45, 25:00).
 */
function readIso(value: string): Reading | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d = '01', h, mi, s = '00', fraction = '', offset = 'Z'] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (h === undefined) return { kind: 'date', date: { year, month, day } };
  const [hours, minutes, seconds] = [Number(h), Number(mi), Number(s)];
  const pastMidnight = hours === 24 && minutes === 0 && seconds === 0;
  if ((hours > 23 && !pastMidnight) || minutes > 59 || seconds > 59) return null;
  const east = offsetMinutes(offset);
  if (east === null) return null;
  const milliseconds = Math.round(Number(`0.${fraction || '0'}`) * 1000);
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds);
  return { kind: 'instant', instant: new Date(utc - east * 60_000) };
}

/** The instant an ISO-8601 value names (a date alone: its start in UTC), or null. */
export function parseIsoInstant(value: string): Date | null {
  const reading = readIso(value);
  if (!reading) return null;
  if (reading.kind === 'instant') return reading.instant;
  const { year, month, day } = reading.date;
  return new Date(Date.UTC(year, month - 1, day));
}

// The admin's time zone

let chosenZone: string | null = null;
const zoneListeners = new Set<() => void>();

/** The browser's own time zone (IANA name). */
export const browserTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Sets the zone instants are shown in: the admin's choice, null for the browser's. */
export function setDisplayTimeZone(zone: string | null): void {
  const next = zone && isKnownTimeZone(zone) ? zone : null;
  if (next === chosenZone) return;
  chosenZone = next;
  for (const listener of zoneListeners) listener();
}

/** The zone instants are shown in now. */
export const displayTimeZone = (): string => chosenZone ?? browserTimeZone();

/** For useSyncExternalStore: calls back when the display zone changes. */
export function subscribeDisplayTimeZone(listener: () => void): () => void {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
}

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

type WallClock = CalendarDate & { hour: number; minute: number };

/** The date and time an instant shows on a clock in the zone. */
export function wallClock(instant: Date, zone: string = displayTimeZone()): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of partsFormat(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0 } = parts;
  return { year, month, day, hour, minute };
}

// Formats

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fourDigits = (value: number) => String(value).padStart(4, '0');

const dayText = ({ year, month, day }: CalendarDate) =>
  `${twoDigits(day)}/${twoDigits(month)}/${fourDigits(year)}`;

/**
 * An ISO-8601 value as dd/MM/yyyy: a date as written, an instant on the admin's calendar; "N/A"
 * when empty or invalid.
 */
export function formatDate(value: string | null | undefined): string {
  const reading = value ? readIso(value) : null;
  if (!reading) return NOT_AVAILABLE;
  return dayText(reading.kind === 'date' ? reading.date : wallClock(reading.instant));
}

/**
 * An ISO-8601 timestamp as dd/MM/yyyy HH:mm in the admin's zone (a date alone as dd/MM/yyyy),
 * or "N/A" when empty or invalid.
 */
export function formatDateTime(value: string | null | undefined): string {
  const reading = value ? readIso(value) : null;
  if (!reading) return NOT_AVAILABLE;
  if (reading.kind === 'date') return dayText(reading.date);
  const clock = wallClock(reading.instant);
  return `${dayText(clock)} ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/**
 * A value the API keeps as a day but writes as a timestamp (a job's expiration: the typed day at
 * 00:00 UTC) as dd/MM/yyyy: its UTC date, never shifted by the admin's zone.
 */
export function formatDay(value: string | null | undefined): string {
  const instant = value ? parseIsoInstant(value) : null;
  if (!instant) return NOT_AVAILABLE;
  return dayText(wallClock(instant, 'UTC'));
}

/** An ISO-8601 date, timestamp or year-month ("2026-03") as "March 2026", or "N/A". */
export function formatMonthYear(value: string | null | undefined): string {
  const reading = value ? readIso(value) : null;
  if (!reading) return NOT_AVAILABLE;
  const { year, month } = reading.kind === 'date' ? reading.date : wallClock(reading.instant);
  return `${MONTH_NAMES[month - 1]} ${fourDigits(year)}`;
}

// Relative times

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/**
 * How long ago (or from now) an ISO-8601 timestamp is: "just now", "3 hours ago", "in 2 days";
 * "N/A" when empty or invalid.
 */
export function formatTimeAgo(value: string | null | undefined, now: Date = new Date()): string {
  const instant = value ? parseIsoInstant(value) : null;
  if (!instant) return NOT_AVAILABLE;
  const seconds = (instant.getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 45) return 'just now';
  let unit = STEPS[0]!;
  for (const step of STEPS) if (Math.abs(seconds) >= step[1] * 0.95) unit = step;
  return RELATIVE.format(Math.round(seconds / unit[1]), unit[0]);
}

// Typed dates (dd/mm/yyyy)

const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date that exists (no 31 April, no 29 February 2027). */
const isRealDate = ({ year, month, day }: CalendarDate) =>
  year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

const isoDay = ({ year, month, day }: CalendarDate) =>
  `${fourDigits(year)}-${twoDigits(month)}-${twoDigits(day)}`;

/**
 * A typed day: "07/05/2026" (also 7/5/2026, 07.05.2026, 07-05-2026) read as the 7th of May →
 * "2026-05-07"; null when it is not a date in that form or is no real date (31/04/2026).
 */
export function parseTypedDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? isoDay(date) : null;
}

/** A yyyy-MM-dd value as the date input shows it (dd/mm/yyyy); "" when it is no such value. */
export function typedDayOf(iso: string | null | undefined): string {
  const match = ISO_DAY.exec(iso ?? '');
  if (!match) return '';
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? dayText(date) : '';
}

/** Today's date on the admin's calendar, as yyyy-MM-dd. */
export const todayIso = (now: Date = new Date()): string => isoDay(wallClock(now));
