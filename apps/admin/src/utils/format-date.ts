import { MONTH_NAMES } from './months';

export const NOT_AVAILABLE = 'N/A';

/**
 * The ISO-8601 forms the API writes (spec: timestamps are ISO-8601 UTC text): a year-month, a
 * date, or a date and time, with an optional fraction of a second and offset. Written out here,
 * rather than with a date library, because every list screen shows dates: a dozen lines instead
 * of a library on the way to the first screen.
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

/**
 * The moment an ISO-8601 value names: a date (or year-month) at local midnight, a time without
 * offset in local time, one with an offset at that instant; null for anything else, including
 * impossible dates and times (2026-13-45, 25:00).
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d = '01', h, mi, s = '00', fraction = '', offset] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (h === undefined) return new Date(year, month - 1, day);
  const [hours, minutes, seconds] = [Number(h), Number(mi), Number(s)];
  const pastMidnight = hours === 24 && minutes === 0 && seconds === 0;
  if ((hours > 23 && !pastMidnight) || minutes > 59 || seconds > 59) return null;
  const milliseconds = Math.round(Number(`0.${fraction || '0'}`) * 1000);
  if (offset === undefined) {
    return new Date(year, month - 1, day, hours, minutes, seconds, milliseconds);
  }
  const east = offsetMinutes(offset);
  if (east === null) return null;
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds);
  return new Date(utc - east * 60_000);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fourDigits = (value: number) => String(value).padStart(4, '0');

/** An ISO-8601 date or timestamp as dd/MM/yyyy (local time), or "N/A" when empty or invalid. */
export function formatDate(value: string | null | undefined): string {
  const date = value ? parseIsoDate(value) : null;
  if (!date) return NOT_AVAILABLE;
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${fourDigits(date.getFullYear())}`;
}

/**
 * An ISO-8601 timestamp as dd/MM/yyyy HH:mm (local time, as the record pages show timestamps),
 * or "N/A" when empty or invalid.
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? parseIsoDate(value) : null;
  if (!date) return NOT_AVAILABLE;
  return `${formatDate(value)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** An ISO-8601 date, timestamp or year-month ("2026-03") as "March 2026", or "N/A". */
export function formatMonthYear(value: string | null | undefined): string {
  const date = value ? parseIsoDate(value) : null;
  if (!date) return NOT_AVAILABLE;
  return `${MONTH_NAMES[date.getMonth()]} ${fourDigits(date.getFullYear())}`;
}
