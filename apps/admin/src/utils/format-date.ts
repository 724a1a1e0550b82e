import { format, isValid, parseISO } from 'date-fns';

export const NOT_AVAILABLE = 'N/A';

function formatIso(value: string | null | undefined, pattern: string): string {
  if (!value) return NOT_AVAILABLE;
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : NOT_AVAILABLE;
}

/** An ISO-8601 date or timestamp as dd/MM/yyyy (local time), or "N/A" when empty or invalid. */
export function formatDate(value: string | null | undefined): string {
  return formatIso(value, 'dd/MM/yyyy');
}

/** An ISO-8601 date, timestamp or year-month ("2026-03") as "March 2026", or "N/A". */
export function formatMonthYear(value: string | null | undefined): string {
  return formatIso(value, 'MMMM yyyy');
}
